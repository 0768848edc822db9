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
  return {
    head,
    content,
    links: head.linkTags as unknown as Tag[],
    meta,
    scripts: head.scriptTags as unknown as Tag[],
  }
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

it("shows the site's social card by default, and a page's own card when given", () => {
  const site = headAfterRendering(<Seo title="Splenworks" description="Apps." path="/" />)
  expect(site.content("og:image")).toBe("https://splenworks.com/og/index.png")
  expect(site.content("og:image:alt")).toBe("Splenworks: We build essential apps for the browser.")

  const { content } = headAfterRendering(
    <Seo
      title="Splensheet"
      description="A spreadsheet editor."
      path="/splensheet"
      image={{ path: "/og/splensheet.png", alt: "Splensheet's card" }}
    />,
  )
  for (const key of ["og:image", "twitter:image"]) {
    expect(content(key)).toBe("https://splenworks.com/og/splensheet.png")
  }
  expect(content("og:image:width")).toBe("1200")
  expect(content("og:image:height")).toBe("630")
  expect(content("og:image:alt")).toBe("Splensheet's card")
  expect(content("twitter:image:alt")).toBe("Splensheet's card")
})

it("sets one theme colour for light and one for dark", () => {
  const { meta } = headAfterRendering(<Seo title="Splenworks" description="Apps." path="/" />)
  expect(meta.filter((tag) => tag.name === "theme-color")).toEqual([
    { name: "theme-color", media: "(prefers-color-scheme: light)", content: "#ffffff" },
    { name: "theme-color", media: "(prefers-color-scheme: dark)", content: "#0b1120" },
  ])
})

it("renders structured data as JSON-LD that no string can break out of", () => {
  const { scripts } = headAfterRendering(
    <Seo
      title="Splenworks"
      description="Apps."
      path="/"
      structuredData={{ "@type": "Thing", name: "</script><b>" }}
    />,
  )
  expect(scripts).toHaveLength(1)
  expect(scripts[0]?.type).toBe("application/ld+json")
  expect(scripts[0]?.innerHTML).not.toContain("</script>")
  expect(JSON.parse(scripts[0]?.innerHTML ?? "")).toEqual({
    "@type": "Thing",
    name: "</script><b>",
  })
})

it("keeps a page out of search engines when asked", () => {
  const { content } = headAfterRendering(
    <Seo title="Stripe Test Page" description="Test." path="/test/stripe" noindex />,
  )
  expect(content("robots")).toBe("noindex, nofollow")
})
