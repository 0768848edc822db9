import { localize, withPhraseBreaks } from "../content"

// A product file's shape in small: texts marked translatable, directly and through a $ref.
const schema = {
  type: "object",
  properties: {
    name: { type: "string" },
    description: { $ref: "#/definitions/text" },
    features: { type: "array", items: { $ref: "#/definitions/text" } },
    page: {
      type: "object",
      properties: {
        title: { type: "string", translatable: true },
        useCases: {
          type: "array",
          items: {
            type: "object",
            properties: { icon: { type: "string" }, title: { $ref: "#/definitions/text" } },
          },
        },
      },
    },
  },
  definitions: { text: { type: "string", translatable: true } },
}

const english = {
  name: "Gridly",
  description: "A spreadsheet editor.",
  features: ["Formulas", "No login"],
  page: { title: "Gridly", useCases: [{ icon: "calculator", title: "Quick sums" }] },
}

it("gives each text its translation, and one the translation lacks in English, marked so", () => {
  const translation = {
    description: "스프레드시트 편집기입니다.",
    features: ["수식"],
    page: { title: " ", useCases: [{ title: "빠른 계산" }] },
  }
  expect(localize(schema, english, translation, "ko")).toEqual({
    value: {
      name: "Gridly",
      description: "스프레드시트 편집기입니다.",
      features: ["수식", { lang: "en", text: "No login" }],
      page: {
        title: { lang: "en", text: "Gridly" },
        useCases: [{ icon: "calculator", title: "빠른 계산" }],
      },
    },
    missing: ["/features/1", "/page/title"],
  })
})

it("passes each translated text, and only those, through `mark` (the phrase breaks)", () => {
  const translation = { description: "今すぐ試す" }
  const { value } = localize(schema, english, translation, "ja", (text) => `[${text}]`)
  expect(value.description).toBe("[今すぐ試す]")
  expect(value.features[0]).toEqual({ lang: "en", text: english.features[0] })
})

it("gives the source language's content as it is", () => {
  expect(localize(schema, english, {}, "en")).toEqual({ value: english, missing: [] })
})

describe("withPhraseBreaks", () => {
  // A text with its phrases as BudouX might find them, "|" between: its own are its tests' concern.
  const marked = (phrased: string, lang: string, terms: string[] = []) => {
    const phrases = phrased.split("|")
    const boundaries = phrases.slice(0, -1).map((_, i) => phrases.slice(0, i + 1).join("").length)
    return withPhraseBreaks(phrases.join(""), lang, { parseBoundaries: () => boundaries }, terms)
  }

  it("marks each text's phrase boundaries", () => {
    expect(marked("画像も|zipファイルも|開けます", "ja")).toBe(
      "画像も\u200bzipファイルも\u200b開けます",
    )
    expect(marked("今すぐ|試す", "ja")).toBe("今すぐ\u200b試す")
  })

  // BudouX's Chinese model splits 打开 ("open"), 文件夹 ("folder"), xls, csv, 10 and a placeholder.
  it("breaks only between two of the dictionary's words, beside a CJK character, and never at a space before one", () => {
    expect(marked("可|打|开 |xl|s、|c|sv 和 1|0 个|{p|roductName}", "zh-Hans")).toBe(
      "可\u200b打开 xls、\u200bcsv\u00a0和 10\u00a0个\u200b{productName}",
    )
  })

  it("breaks before a term of the termbase, never inside one, and not before a Chinese word of one character", () => {
    const ja = ["スプレッドシートエディター", "スプレッドシート", "シート", "エディター"]
    expect(marked("ブラウザー用スプレッドシートエディターです。", "ja", ja)).toBe(
      "ブラウザー用\u200bスプレッドシート\u200bエディターです。",
    )
    expect(marked("打开|整个|文件|夹|的|照片", "zh-Hans", ["文件夹"])).toBe(
      "打开\u200b整个\u200b文件夹的\u200b照片",
    )
  })
})
