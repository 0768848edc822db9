import { LANGUAGES, SOURCE_LANGUAGE, pages, routesIn } from "../__tests__/fixtures"
import { expect, test, visit } from "./browser"

/** Phones' widths, narrowest to largest: long Spanish words and CJK phrases must fit them too. */
const phoneWidths = [320, 360, 390, 430]
const widths = [...phoneWidths, 768, 1280]

/**
 * Where a line begins with a mark that may not start one (a closing mark, a small kana, "ー"), in
 * Japanese and Chinese typesetting and in Latin alike: `overflow-wrap: anywhere` breaks a phrase
 * wider than its box at its last character that fits, before its "？". A character is on a new line
 * when it is lower by more than half the one before it, whatever its font.
 */
function linesStartingWithCloser(): string[] {
  const closer =
    /[、。，．,.？?！!：:；;）)\]}」』】〕〉》”’］｝・ー々…‥ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ]/
  const found: string[] = []
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  const range = document.createRange()
  let previous: DOMRect | undefined
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? ""
    for (let at = 0; at < text.length; at++) {
      range.setStart(node, at)
      range.setEnd(node, at + 1)
      const rect = range.getBoundingClientRect()
      if (rect.height === 0 || /\s/.test(text.charAt(at))) continue
      const newLine = previous && rect.top > previous.top + previous.height / 2
      if (newLine && closer.test(text.charAt(at))) {
        found.push(`"${text.slice(Math.max(0, at - 12), at)}|${text.slice(at, at + 4)}"`)
      }
      previous = rect
    }
  }
  return found
}

// Each language's every page in one page: a layout test reads sizes and changes nothing. The English
// pages at every width; the others at phones'.
for (const language of LANGUAGES) {
  const english = language === SOURCE_LANGUAGE
  const { home, productRoutes, notFound } = routesIn(language)
  const checked = english ? widths : phoneWidths
  test(`the ${language.tag} pages do not scroll sideways, nor begin a line with a closing mark, at ${checked.join(", ")} px`, async ({
    page,
  }) => {
    const overflowing: string[] = []
    const badBreaks: string[] = []
    for (const { path } of english
      ? pages
      : [home, ...productRoutes.map(({ route }) => route), notFound]) {
      await visit(page, path)
      for (const width of checked) {
        await page.setViewportSize({ width, height: 800 })
        const overflows = await page.evaluate(() => {
          const { scrollWidth, clientWidth } = document.documentElement
          return scrollWidth > clientWidth
        })
        if (overflows) overflowing.push(`${path} at ${width} px`)
        const breaks = await page.evaluate(linesStartingWithCloser)
        badBreaks.push(...breaks.map((at) => `${path} at ${width} px: ${at}`))
      }
    }
    expect(overflowing, "pages that scroll sideways").toEqual([])
    expect(badBreaks, "lines that begin with a closing mark").toEqual([])
  })
}
