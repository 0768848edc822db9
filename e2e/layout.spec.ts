import {
  LANGUAGES,
  SOURCE_LANGUAGE,
  firstProduct,
  home,
  interfaceTexts,
  pages,
  products,
  routesIn,
} from "../__tests__/fixtures"
import { PALETTE } from "../src/styles/palette"
import { nameLetters } from "../src/text"
import { escapeRegExp, expect, test, visit } from "./browser"

/**
 * Phones' widths, narrowest to largest, where long Spanish words and CJK phrases must fit too; 500 px,
 * just past where a product's name first sits beside its logo; a tablet's; a laptop's.
 */
const widths = [320, 360, 390, 430, 500, 768, 1280]
/**
 * Each width at the browser's default text size, then a phone's at Chrome's "Large" (20 px), which
 * the breakpoints and side spaces follow. (At "Very large", 24 px, a name of 19 letters, as the
 * test content's MegaWorkflowMonitor, takes more than a phone's line.)
 */
const looks = [...widths.map((width) => [width, 16] as const), [390, 20] as const]

/**
 * Where a line breaks inside a word or a phrase, or before a mark that may not start a line (a
 * closing mark, a small kana, "ー"). The site's lines break after a space, a dash or a closing mark,
 * before an opening one, at a `<wbr>` (the phrases of Japanese and Chinese) and between blocks:
 * anywhere else (a no-break space included), `overflow-wrap: anywhere` has broken a name or a phrase
 * wider than its box. A character is on a new line when it is lower by more than half the one before
 * it, whatever its font. Only the text in `roots` is read.
 */
function badLineBreaks(roots: Element[]): string[] {
  // Closing marks: a line may break after one, never before.
  const closing = "、。，．,.？?！!：:；;）)\\]}」』】〕〉》”’］｝・…"
  const closer = RegExp(`[${closing}ー々‥ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ]`)
  const breaksAfter = RegExp(`[ \\n\\t\\-‐–—/·${closing}]`)
  const opener = /[「『【〔〈《“‘［｛（([{]/
  // The box whose lines a text is laid out in: its nearest ancestor that is not inline.
  const lineBox = (element: Element | null) => {
    while (element && ["inline", "contents"].includes(getComputedStyle(element).display)) {
      element = element.parentElement
    }
    return element
  }
  const found: string[] = []
  const walker = document.createTreeWalker(
    document.body,
    NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT,
    (node) =>
      roots.some((root) => root.contains(node)) ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_SKIP,
  )
  const range = document.createRange()
  let previous: DOMRect | undefined
  let before = ""
  let beforeBox: Element | null = null
  let wbr = false
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeName === "WBR") wbr = true
    if (node.nodeType !== Node.TEXT_NODE) continue
    const text = node.textContent ?? ""
    const box = lineBox(node.parentElement)
    for (let at = 0; at < text.length; at++) {
      const here = text.charAt(at)
      range.setStart(node, at)
      range.setEnd(node, at + 1)
      const rect = range.getBoundingClientRect()
      if (rect.height > 0 && !/\s/.test(here)) {
        const newLine = previous && rect.top > previous.top + previous.height / 2
        const allowed = box !== beforeBox || wbr || breaksAfter.test(before) || opener.test(here)
        if (newLine && (!allowed || closer.test(here))) {
          found.push(`"${text.slice(Math.max(0, at - 12), at)}|${text.slice(at, at + 4)}"`)
        }
        previous = rect
        wbr = false
      }
      before = here
      beforeBox = box
    }
  }
  return found
}

// A test per page and language: its time is one page's, however many pages the data makes.
for (const language of LANGUAGES) {
  const { home, productRoutes, notFound } = routesIn(language)
  const languagePages =
    language === SOURCE_LANGUAGE
      ? pages
      : [home, ...productRoutes.map(({ route }) => route), notFound]
  for (const { path } of languagePages) {
    test(`${path} does not scroll sideways, nor break a line inside a word or before a closing mark, at ${widths.join(", ")} px, and a phone in large text`, async ({
      page,
    }) => {
      const overflowing: string[] = []
      const badBreaks: string[] = []
      const browser = await page.context().newCDPSession(page)
      await visit(page, path)
      for (const [width, textSize] of looks) {
        await browser.send("Page.setFontSizes", { fontSizes: { standard: textSize } })
        await page.setViewportSize({ width, height: 800 })
        const where = `${width} px${textSize === 16 ? "" : `, text at ${textSize} px`}`
        const overflows = await page.evaluate(() => {
          const { scrollWidth, clientWidth } = document.documentElement
          return scrollWidth > clientWidth
        })
        if (overflows) overflowing.push(where)
        const breaks = await page.locator("body").evaluateAll(badLineBreaks)
        badBreaks.push(...breaks.map((at) => `${where}: ${at}`))
      }
      expect(overflowing, "widths at which the page scrolls sideways").toEqual([])
      expect(badBreaks, "lines that break inside a word or before a closing mark").toEqual([])
    })
  }
}

/**
 * Names of 19 letters, as long as the test content's MegaWorkflowMonitor, in wide ones: each heading and link that
 * shows one (the card's, the page's, its items', the closing "Try … Now" band's, the footer's) shows
 * it whole, smaller where need be.
 */
const wideNames = ["MegaWorkflowMonitor", "WWMMWorkflowManager"]
const nameLines = "main :is(h1, h2, h3, a), footer"

/**
 * Names the page's first product `to` in its texts, and gives its headings the letters the build
 * would (src/text.tsx), through the CSSOM, which the page's CSP allows.
 */
function rename({ from, to, letters }: { from: string; to: string; letters: number }) {
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.textContent?.includes(from)) node.textContent = node.textContent.replaceAll(from, to)
  }
  const article = [...document.querySelectorAll<HTMLElement>("main article")].find((element) =>
    element.textContent?.includes(to),
  )
  article?.style.setProperty("--name-letters", String(letters))
}

test(`a long name in wide letters fits whole in each heading and link that shows it at 320 px, in the default and a large text`, async ({
  page,
}) => {
  const { route, product } = firstProduct
  const badBreaks: string[] = []
  const browser = await page.context().newCDPSession(page)
  await page.setViewportSize({ width: 320, height: 800 })
  for (const name of wideNames) {
    for (const path of [home.path, route.path]) {
      await visit(page, path)
      const letters = nameLetters(name)["--name-letters"]
      await page.evaluate(rename, { from: product.name, to: name, letters })
      for (const textSize of [16, 20]) {
        await browser.send("Page.setFontSizes", { fontSizes: { standard: textSize } })
        const breaks = await page.locator(nameLines).evaluateAll(badLineBreaks)
        badBreaks.push(...breaks.map((at) => `${name} on ${path}, text at ${textSize} px: ${at}`))
      }
    }
  }
  expect(badBreaks, "lines that break inside the name").toEqual([])
})

test("printed, a page is light whatever the screen's scheme, its buttons and step numbers keep their colours, and the home page has a card a row", async ({
  page,
}) => {
  await page.emulateMedia({ media: "print", colorScheme: "dark" })
  const { route, product } = firstProduct
  const ui = interfaceTexts(SOURCE_LANGUAGE.tag)
  await visit(page, route.path)
  const rgb = (hex: string) =>
    `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(", ")})`
  await expect(page.getByRole("heading", { level: 1 })).toHaveCSS("color", rgb(PALETTE.ink))
  await expect(page.locator("body")).toHaveCSS("background-color", rgb(PALETTE.bg))
  // A browser prints no background unless asked: the buttons' white labels would vanish.
  for (const name of [ui.launch(product.name), ui.tryNow(product.name)]) {
    const button = page.getByRole("link", { name: new RegExp(`^${escapeRegExp(name)}`) })
    await expect(button).toHaveCSS("print-color-adjust", "exact")
  }
  const steps = page.getByRole("region", { name: ui.gettingStarted }).getByRole("listitem")
  await expect(steps.first()).toHaveCSS("print-color-adjust", "exact", { pseudo: "before" })

  await visit(page, home.path)
  const cards = page.getByRole("article")
  await expect(cards).toHaveCount(products.length)
  const lefts = await cards.evaluateAll((all) =>
    all.map((card) => card.getBoundingClientRect().left),
  )
  expect(new Set(lefts).size, "the cards' columns").toBe(1)
})
