import React from "react"
import { render } from "@testing-library/react"
import { InLanguage, nameLetters, plain } from "../text"

it("lets a line break only at the build's phrase breaks, and keeps them out of attributes", () => {
  const text = "从\u200b不\u200b要求\u200b你\u200b登录\u00a0Splensheet。"
  const { container } = render(
    <p>
      <InLanguage text={text} />
    </p>,
  )
  expect(container.innerHTML).toBe("<p>从<wbr>不<wbr>要求<wbr>你<wbr>登录&nbsp;Splensheet。</p>")
  expect(plain(text)).toBe("从不要求你登录 Splensheet。")
})

it.each([
  ["Splensheet", 10],
  ["Txtpad Notes", 6],
  // A line may break after a hyphen, but not before a digit.
  ["Splen-Calendar", 8],
  ["Splen-2000", 10],
  // Nor at a no-break space.
  ["Splen\u00a0Works", 11],
  // Letters as wide as M and W count for more; narrow ones, such as the l and t of these, as one.
  ["MegaWorkflowMonitor", 20],
  ["WWMMWorkflowManager", 23],
  ["Splenplayer", 11],
])(
  "gives %p's headings the letters of its longest part a line cannot break: %p",
  (name, letters) => {
    expect(nameLetters(name)).toEqual({ "--name-letters": letters })
  },
)
