import React from "react"
import { render } from "@testing-library/react"
import { Helmet } from "react-helmet"
import { Seo } from "../seo"

type Tag = Record<string, string>

function headAfterRendering(element: React.ReactElement) {
  render(element)
  const head = Helmet.peek()
  const meta = head.metaTags as unknown as Tag[]
  const content = (key: string) =>
    meta.find((tag) => tag.name === key || tag.property === key)?.content
  return { head, content, links: head.linkTags as unknown as Tag[] }
}

it("sets the title, description, language, canonical URL and social tags", () => {
  const { head, content, links } = headAfterRendering(
    <Seo title="Splensheet" description="A spreadsheet editor." path="/splensheet" />,
  )
  expect(head.title).toBe("Splensheet")
  expect(head.htmlAttributes).toEqual({ lang: "en" })
  expect(content("description")).toBe("A spreadsheet editor.")
  expect(links).toContainEqual({ rel: "canonical", href: "https://splenworks.com/splensheet" })
  expect(content("og:title")).toBe("Splensheet")
  expect(content("og:url")).toBe("https://splenworks.com/splensheet")
  expect(content("og:site_name")).toBe("Splenworks")
  expect(content("twitter:card")).toBe("summary_large_image")
  expect(content("robots")).toBeUndefined()
})

it("keeps a page out of search engines when asked", () => {
  const { content } = headAfterRendering(
    <Seo title="Stripe Test Page" description="Test." path="/test/stripe" noindex />,
  )
  expect(content("robots")).toBe("noindex, nofollow")
})
