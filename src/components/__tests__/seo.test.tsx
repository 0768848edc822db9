import React from "react"
import { render } from "@testing-library/react"
import { Helmet } from "react-helmet"
import { pageContext, site, type Lang } from "../../../__tests__/test-content"
import { LANGUAGES } from "../../languages"
import { PageContextProvider } from "../../page-context"
import { PALETTE } from "../../styles/palette"
import { Seo } from "../seo"

type Tag = Record<string, string>

function headAfterRendering(element: React.ReactElement, lang: Lang = "en", sourcePath?: string) {
  render(<PageContextProvider value={pageContext(lang, sourcePath)}>{element}</PageContextProvider>)
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
    <Seo title="A page" description="What the page is about." path="/a-page" />,
  )
  expect(head.title).toBe("A page")
  expect(head.htmlAttributes).toEqual({ lang: "en" })
  expect(content("description")).toBe("What the page is about.")
  expect(links).toContainEqual({ rel: "canonical", href: `${site.siteUrl}/a-page` })
  expect(content("og:title")).toBe("A page")
  expect(content("og:url")).toBe(`${site.siteUrl}/a-page`)
  expect(content("og:site_name")).toBe(site.title)
  expect(content("twitter:card")).toBe("summary_large_image")
  expect(content("robots")).toBeUndefined()
})

it("shows the site's social card by default, and a page's own card when given", () => {
  const home = headAfterRendering(<Seo title="Home" description="Apps." path="/" />)
  expect(home.content("og:image")).toBe(`${site.siteUrl}/og/index.png`)
  expect(home.content("og:image:alt")).toBe("Splenworks: We build apps for the browser.")

  const { content } = headAfterRendering(
    <Seo
      title="A page"
      description="What the page is about."
      path="/a-page"
      image={{ path: "/og/a-page.png", alt: "The page's card" }}
    />,
  )
  for (const key of ["og:image", "twitter:image"]) {
    expect(content(key)).toBe(`${site.siteUrl}/og/a-page.png`)
  }
  expect(content("og:image:width")).toBe("1200")
  expect(content("og:image:height")).toBe("630")
  expect(content("og:image:alt")).toBe("The page's card")
  expect(content("twitter:image:alt")).toBe("The page's card")
})

it("names the page in every language, itself and x-default (English) included, on a translated page", () => {
  const { head, content, links, meta } = headAfterRendering(
    <Seo title="페이지" description="무엇에 관한 페이지인지." path="/ko/a-page" />,
    "ko",
    "/a-page",
  )
  expect(head.htmlAttributes).toEqual({ lang: "ko" })
  expect(links).toContainEqual({ rel: "canonical", href: `${site.siteUrl}/ko/a-page` })
  const alternates = links.filter(({ rel }) => rel === "alternate")
  expect(alternates).toEqual([
    ...LANGUAGES.map(({ tag, prefix }) => ({
      rel: "alternate",
      hrefLang: tag,
      href: `${site.siteUrl}${prefix ? `/${prefix}` : ""}/a-page`,
    })),
    { rel: "alternate", hrefLang: "x-default", href: `${site.siteUrl}/a-page` },
  ])
  expect(content("og:locale")).toBe("ko_KR")
  expect(meta.filter(({ property }) => property === "og:locale:alternate")).toHaveLength(
    LANGUAGES.length - 1,
  )
  expect(content("og:image")).toBe(`${site.siteUrl}/og/ko.png`)
})

it("gives a page in one language only no alternates", () => {
  const { links } = headAfterRendering(
    <Seo title="404" description="Gone." path="/ko/x" noindex />,
    "ko",
  )
  expect(links.filter(({ rel }) => rel === "alternate")).toEqual([])
})

it("sets one theme colour for light and one for dark", () => {
  const { meta } = headAfterRendering(<Seo title="Home" description="Apps." path="/" />)
  expect(meta.filter((tag) => tag.name === "theme-color")).toEqual([
    { name: "theme-color", media: "(prefers-color-scheme: light)", content: PALETTE.bg },
    { name: "theme-color", media: "(prefers-color-scheme: dark)", content: PALETTE.bgDark },
  ])
})

it("renders structured data as JSON-LD that no string can break out of", () => {
  const { scripts } = headAfterRendering(
    <Seo
      title="Home"
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
    <Seo title="A test page" description="Test." path="/test" noindex />,
  )
  expect(content("robots")).toBe("noindex, nofollow")
})
