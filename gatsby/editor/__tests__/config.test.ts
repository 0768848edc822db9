/** @jest-environment node */
import admin from "../../../data/admin.json"
import languages from "../../../data/languages.json"
import productSchema from "../../../data/product.schema.json"
import productTranslationSchema from "../../../data/product.translation.schema.json"
import siteSchema from "../../../data/site.schema.json"
import site from "../../../data/site.json"
import siteTranslationSchema from "../../../data/site.translation.schema.json"
import { editorConfig } from "../config"
import { resolve, type JsonSchema } from "../../content"

type Field = {
  name: string
  widget?: string
  i18n?: boolean
  hint?: string
  options?: unknown[]
  fields?: Field[]
  field?: Field
}
type Collection = { name: string; fields?: Field[]; files?: { fields: Field[] }[] }

const facts = { ...admin, title: site.title }
const config = editorConfig(facts) as unknown as {
  backend: { repo: string; branch: string }
  collections: Collection[]
}
const fieldsOf = (name: string): Field[] => {
  const collection = config.collections.find((candidate) => candidate.name === name)
  return collection?.fields ?? collection?.files?.[0]?.fields ?? []
}

/** The editor's fields by JSON pointer (a list's items at /0), each translated if it and every field above it has i18n. */
function editorFields(
  fields: Field[],
  at = "",
  above = true,
): Map<string, Field & { translated: boolean }> {
  const found = new Map<string, Field & { translated: boolean }>()
  for (const field of fields) {
    const pointer = `${at}/${field.name}`
    const translated = above && field.i18n === true
    found.set(pointer, { ...field, translated })
    const inner = field.widget === "list" ? `${pointer}/0` : pointer
    // A list's item: its one field, which the translation pane shows only with i18n of its own, or
    // the group of its fields.
    if (field.widget === "list") {
      const item = field.field
      found.set(inner, {
        ...(item ?? field),
        translated: translated && (!item || item.i18n === true),
      })
    }
    for (const [key, value] of editorFields(field.fields ?? [], inner, translated)) {
      found.set(key, value)
    }
  }
  return found
}

/** A schema's properties by JSON pointer, $refs followed; an open object's keys are not listed. */
function schemaFields(
  schema: JsonSchema,
  node: JsonSchema = schema,
  at = "",
): Map<string, JsonSchema> {
  const found = new Map<string, JsonSchema>()
  const resolved = resolve(node, schema)
  if (resolved.items) {
    found.set(`${at}/0`, resolve(resolved.items, schema))
    for (const [key, value] of schemaFields(schema, resolved.items, `${at}/0`))
      found.set(key, value)
  }
  for (const [name, child] of Object.entries(resolved.properties ?? {})) {
    found.set(`${at}/${name}`, resolve(child, schema))
    for (const [key, value] of schemaFields(schema, child, `${at}/${name}`)) found.set(key, value)
  }
  return found
}

const kinds = [
  ["product", "products", productSchema, productTranslationSchema],
  ["site", "site", siteSchema, siteTranslationSchema],
] as const

describe.each(kinds)("the %s file", (_, collection, schema, translationSchema) => {
  const editor = editorFields(fieldsOf(collection))
  const properties = schemaFields(schema as JsonSchema)

  it("declares every field of the schema, with its description as its hint, and no other", () => {
    for (const [pointer, node] of properties) {
      expect({ pointer, declared: editor.has(pointer) }).toEqual({ pointer, declared: true })
      if (node.description && pointer !== "/$schema") {
        expect({ pointer, hint: editor.get(pointer)?.hint }).toEqual({
          pointer,
          hint: node.description,
        })
      }
    }
    // Inside an open object (a product's appLanguage.values), the editor names the keys.
    const open = [...properties].filter(([, node]) => node.additionalProperties).map(([key]) => key)
    const extra = [...editor.keys()].filter(
      (pointer) => !properties.has(pointer) && !open.some((at) => pointer.startsWith(`${at}/`)),
    )
    expect(extra).toEqual([])
  })

  it("translates exactly the texts its translations hold (the derived translation schema)", () => {
    const texts = (pointers: Iterable<string>, isText: (pointer: string) => boolean) =>
      [...pointers].filter((pointer) => pointer !== "/$schema" && isText(pointer)).sort()
    const translation = schemaFields(translationSchema as JsonSchema)
    const leaf = (node?: JsonSchema) => node?.type === "string"
    expect(
      texts(
        editor.keys(),
        (pointer) => Boolean(editor.get(pointer)?.translated) && leaf(properties.get(pointer)),
      ),
    ).toEqual(texts(translation.keys(), (pointer) => leaf(translation.get(pointer))))
  })

  it("offers each of the schema's lists of values as a select of them", () => {
    for (const [pointer, node] of properties) {
      if (!node.enum) continue
      expect({ pointer, ...editor.get(pointer) }).toMatchObject({
        pointer,
        widget: "select",
        options: node.enum,
      })
    }
  })
})

it("uploads a product's logo as an image, and names a value for each other language", () => {
  const editor = editorFields(fieldsOf("products"))
  expect(editor.get("/logo")?.widget).toBe("image")
  const tags = languages.languages.slice(1).map(({ tag }) => tag)
  expect(editor.get("/appLanguage/values")?.fields?.map(({ name }) => name)).toEqual(tags)
})

it("shows a field added to the schema with no other change, translated if it is a text", () => {
  const product = productSchema as JsonSchema
  const slogan = { description: "A new text.", $ref: "#/definitions/text" }
  const added = { ...product, properties: { ...product.properties, slogan } }
  const schemas = { site: siteSchema, product: added }
  const { collections } = editorConfig(facts, schemas) as unknown as { collections: Collection[] }
  const editor = editorFields(collections[0]?.fields ?? [])
  expect(editor.get("/slogan")).toMatchObject({ hint: "A new text.", translated: true })
})

it("refuses a logo pattern that names no file types, rather than accept none", () => {
  const product = productSchema as JsonSchema
  const logo = { type: "string", pattern: "^\\./[a-z0-9-]+\\.png$" }
  const changed = { ...product, properties: { ...product.properties, logo } }
  const schemas = { site: siteSchema, product: changed }
  expect(() => editorConfig(facts, schemas)).toThrow("The logo's pattern names no file types")
})

it("commits to the repository and branch data/admin.json names", () => {
  expect(config.backend).toMatchObject({ repo: admin.repo, branch: admin.branch })
})
