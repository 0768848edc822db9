import React from "react"
import { render } from "@testing-library/react"
import { T, plain } from "../text"

it("lets a line break only at the build's phrase breaks, and keeps them out of attributes", () => {
  const text = "从\u200b不\u200b要求\u200b你\u200b登录\u00a0Splensheet。"
  const { container } = render(
    <p>
      <T text={text} />
    </p>,
  )
  expect(container.innerHTML).toBe("<p>从<wbr>不<wbr>要求<wbr>你<wbr>登录&nbsp;Splensheet。</p>")
  expect(plain(text)).toBe("从不要求你登录 Splensheet。")
})
