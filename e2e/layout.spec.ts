import { LANGUAGES, SOURCE_LANGUAGE, pages, routesIn } from "../__tests__/fixtures"
import { expect, test, visit } from "./browser"

/** Phones' widths, narrowest to largest: long Spanish words and CJK phrases must fit them too. */
const phoneWidths = [320, 360, 390, 430]
const widths = [...phoneWidths, 768, 1280]

/**
 * Where a line breaks inside a word (by its language's dictionary, Intl.Segmenter), or before a mark
 * that may not start a line (a closing mark, a small kana, "ー"), in Japanese and Chinese typesetting
 * and in Latin alike: `overflow-wrap: anywhere` breaks a name or a phrase wider than its box at its
 * last character that fits. A character is on a new line when it is lower by more than half the one
 * before it, whatever its font.
 */
function badLineBreaks(): string[] {
  const closer =
    /[、。，．,.？?！!：:；;）)\]}」』】〕〉》”’］｝・ー々…‥ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ]/
  const found: string[] = []
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  const range = document.createRange()
  let previous: DOMRect | undefined
  let line = 0
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? ""
    const shown = (at: number) =>
      `"${text.slice(Math.max(0, at - 12), at)}|${text.slice(at, at + 4)}"`
    const lines: number[] = []
    for (let at = 0; at < text.length; at++) {
      range.setStart(node, at)
      range.setEnd(node, at + 1)
      const rect = range.getBoundingClientRect()
      if (rect.height > 0 && !/\s/.test(text.charAt(at))) {
        if (previous && rect.top > previous.top + previous.height / 2) {
          line++
          if (closer.test(text.charAt(at))) found.push(shown(at))
        }
        previous = rect
      }
      lines.push(line)
    }
    const lang = node.parentElement?.closest("[lang]")?.getAttribute("lang") ?? "en"
    const words = new Intl.Segmenter(lang, { granularity: "word" }).segment(text)
    for (const { segment, index, isWordLike } of words) {
      const split = lines
        .slice(index, index + segment.length)
        .findIndex((at) => at > (lines[index] ?? 0))
      if (isWordLike && split > 0) found.push(shown(index + split))
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
  test(`the ${language.tag} pages do not scroll sideways, nor break a line inside a word or before a closing mark, at ${checked.join(", ")} px`, async ({
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
        const breaks = await page.evaluate(badLineBreaks)
        badBreaks.push(...breaks.map((at) => `${path} at ${width} px: ${at}`))
      }
    }
    expect(overflowing, "pages that scroll sideways").toEqual([])
    expect(badBreaks, "lines that break inside a word or before a closing mark").toEqual([])
  })
}
