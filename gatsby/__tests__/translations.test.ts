import { localize, withPhraseBreaks } from "../translations"

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
  expect(localize(schema, english, translation, "en")).toEqual({
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

it("gives the source language's content as it is", () => {
  expect(localize(schema, english)).toEqual({ value: english, missing: [] })
})

describe("withPhraseBreaks", () => {
  // Phrases as BudouX might find them, "|" between: its own are its tests' concern. BudouX's Chinese
  // model splits 打开 ("open"), 文件夹 ("folder"), xls, csv, 10 and a placeholder.
  const budoux = [
    "画像も|zipファイルも|開けます",
    "今すぐ|試す",
    "ブラウザー用スプレッドシートエディターです。",
    "可|打|开 |xl|s、|c|sv 和 1|0 个|{p|roductName}",
    "打开|整个|文件|夹|的|照片",
  ]
  const [images, tryNow, editor, open, folder] = budoux.map((phrased) =>
    phrased.replaceAll("|", ""),
  )
  const phrases = (text: string) =>
    budoux.find((phrased) => phrased.replaceAll("|", "") === text)?.split("|") ?? [text]

  it("marks each text's phrase boundaries, and keeps the translation's shape", () => {
    const translation = { description: images, page: { steps: [tryNow] } }
    expect(withPhraseBreaks(translation, "ja", phrases)).toEqual({
      description: "画像も\u200bzipファイルも\u200b開けます",
      page: { steps: ["今すぐ\u200b試す"] },
    })
  })

  it("breaks only between two of the dictionary's words, beside a CJK character, and never at a space there", () => {
    expect(withPhraseBreaks({ title: open }, "zh-Hans", phrases)).toEqual({
      title: "可\u200b打开\u00a0xls、\u200bcsv\u00a0和\u00a010\u00a0个\u200b{productName}",
    })
  })

  it("breaks before a term of the termbase, never inside one, and not before a Chinese word of one character", () => {
    const terms = {
      ja: ["スプレッドシートエディター", "スプレッドシート", "シート", "エディター"],
      zh: ["文件夹"],
    }
    expect(withPhraseBreaks({ title: editor }, "ja", phrases, terms.ja)).toEqual({
      title: "ブラウザー用\u200bスプレッドシート\u200bエディターです。",
    })
    expect(withPhraseBreaks({ title: folder }, "zh-Hans", phrases, terms.zh)).toEqual({
      title: "打开\u200b整个\u200b文件夹的\u200b照片",
    })
  })
})
