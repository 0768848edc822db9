import { localize } from "../translations"

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
