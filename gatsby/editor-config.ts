// The content editor's configuration (Sveltia CMS's, in Decap's format), derived from the content's
// JSON Schemas so that each shape is written once: every field the schema has (the editor deletes a
// field it does not know when it saves), in the schema's order (the order it writes them in), `i18n`
// on exactly the texts the schema marks `translatable` (gatsby/translations.ts), a select for each
// enum, labels and hints from `title` and `description`. The schema's other rules are the content
// check's, which names the file and line of a mistake.
import { readFileSync } from "fs"
import path from "path"
import type { CmsConfig, Field } from "@sveltia/cms"
import { FORMAT } from "../plugins/gatsby-plugin-admin/json-format"
import { dataDir } from "./content-check"
import { resolve } from "./translations"
import type { JsonSchema } from "./translations"

interface Context {
  kind: "product" | "site"
  root: JsonSchema
  /** Language tags, the source language first (data/languages.json). */
  locales: string[]
}

/** Where the editor should show a field otherwise than its schema says, by file kind and pointer. */
const OVERRIDES: Record<string, (node: JsonSchema, context: Context) => Record<string, unknown>> = {
  // "./splensheet.png", a file beside the product's JSON: the editor uploads the image there, of
  // the types the schema's pattern names.
  "product:/logo": (node) => ({
    widget: "image",
    choose_url: false,
    // "…\\.(png|jpg)$" accepts ".png,.jpg".
    accept: /\(([\w|]+)\)\$$/
      .exec(String(node.pattern))?.[1]
      ?.split("|")
      .map((extension) => `.${extension}`)
      .join(","),
  }),
  // A value for each language but the source: one field each, in data/languages.json's order.
  "product:/appLanguage/values": (_, { locales }) => ({
    widget: "object",
    fields: locales.slice(1).map((tag) => ({
      name: tag,
      label: tag,
      required: false,
      widget: "string",
    })),
  }),
}

const isString = (value: unknown): value is string => typeof value === "string"

/** Whether a node of the schema is a text to translate, or holds one further down. */
function hasText(raw: JsonSchema, root: JsonSchema): boolean {
  const node = resolve(raw, root)
  if (node.translatable !== undefined) return node.translatable
  if (node.items) return hasText(node.items, root)
  return Object.values(node.properties ?? {}).some((child) => hasText(child, root))
}

/** The fields of an object of the schema, each required as its `required` says. */
function fieldsOf(node: JsonSchema, pointer: string, i18n: boolean, context: Context): Field[] {
  const required = new Set((node.required as string[] | undefined) ?? [])
  return Object.entries(node.properties ?? {}).map(([name, child]) =>
    field(name, child, `${pointer}/${name}`, { required: required.has(name), i18n }, context),
  )
}

/**
 * The editor's field for the schema's property `name` at `pointer`. Under a field without `i18n`
 * (`i18n` false here), none has it: the editor writes the whole part to the source file alone.
 */
function field(
  name: string,
  raw: JsonSchema,
  pointer: string,
  { required, i18n }: { required: boolean; i18n: boolean },
  context: Context,
): Field {
  const node = resolve(raw, context.root)
  // A part the schema keeps out of translations keeps every text in it out too (testPage).
  const translated = i18n && node.translatable !== false && hasText(node, context.root)
  const common = {
    name,
    label: isString(node.title) ? node.title : name,
    ...(isString(node.description) ? { hint: node.description } : {}),
    // Only the source must be complete: a text a translation lacks shows in English, with a warning.
    required: required && translated ? [context.locales[0]] : required,
    ...(i18n ? { i18n: translated } : {}),
  }
  const override = OVERRIDES[`${context.kind}:${pointer}`]
  if (override) return { ...common, ...override(node, context) } as Field
  if (Array.isArray(node.enum)) return { ...common, widget: "select", options: node.enum } as Field
  if (node.type === "integer") {
    const min = typeof node.minimum === "number" ? { min: node.minimum } : {}
    return { ...common, widget: "number", value_type: "int", ...min } as Field
  }
  if (node.type === "array" && node.items) {
    const items = resolve(node.items, context.root)
    const min = typeof node.minItems === "number" ? { min: node.minItems } : {}
    if (items.type !== "object") {
      const item = field(
        "item",
        node.items,
        `${pointer}/0`,
        { required: true, i18n: translated },
        context,
      )
      // Each item's text on its collapsed row, so a translator sees the list without opening it.
      return { ...common, widget: "list", ...min, summary: "{{fields.item}}", field: item } as Field
    }
    const fields = fieldsOf(items, `${pointer}/0`, translated, context)
    const title = fields.find(({ name: key }) => key === "title" || key === "name") ?? fields[0]
    return {
      ...common,
      widget: "list",
      ...min,
      summary: `{{fields.${title?.name}}}`,
      fields,
    } as Field
  }
  if (node.type === "object") {
    return {
      ...common,
      widget: "object",
      fields: fieldsOf(node, pointer, translated, context),
    } as Field
  }
  // A text to translate may run to sentences; names and addresses are one line.
  return { ...common, widget: node.translatable ? "text" : "string" } as Field
}

/**
 * A content file's fields: `$schema` hidden, as each file keeps its own (editor.ts writes a new
 * translation's), then the schema's properties.
 */
function fileFields(schemaFile: string, context: Context): Field[] {
  return fieldsOf(context.root, "", true, context).map((entry) =>
    entry.name === "$schema"
      ? ({ name: "$schema", widget: "hidden", i18n: true, default: schemaFile } as Field)
      : entry,
  )
}

interface EditorOptions {
  product: JsonSchema
  site: JsonSchema
  locales: string[]
  /** The company's name (data/site.json), in the editor's title. */
  title: string
  /** The GitHub repository ("owner/name") and branch a deployed editor commits to (data/admin.json). */
  repo: string
  branch: string
}

/** The editor's whole configuration. */
export function editorConfig(options: EditorOptions): CmsConfig {
  const { product, site, locales, title, repo, branch } = options
  const readme = `https://github.com/${repo}/blob/${branch}/data/README.md`
  return {
    load_config_file: false,
    app_title: `${title} content editor`,
    // The company's mark, as gatsby-plugin-manifest writes it (gatsby-config.ts).
    logo: { src: "/icons/icon-192x192.png" },
    backend: { name: "github", repo, branch },
    media_folder: "data/products",
    // No stock photos: their services are third parties, and no field wants one.
    media_libraries: { stock_assets: false },
    i18n: {
      structure: "multiple_files",
      locales,
      default_locale: locales[0],
      omit_default_locale_from_file_path: true,
    },
    // A translation leaves out what it has not translated yet: an empty text is a mistake.
    output: { omit_empty_optional_fields: true },
    // English beside a translation, in place of a preview.
    editor: { preview: false },
    collections: [
      {
        name: "products",
        label: "Products",
        label_singular: "Product",
        description: `One file per app, its logo beside it ([how to fill it in](${readme}#a-product-file)).`,
        folder: "data/products",
        extension: "json",
        format: FORMAT,
        create: true,
        i18n: true,
        identifier_field: "name",
        slug: "{{fields.productUrl}}",
        sortable_fields: { fields: ["order", "name"], default: { field: "order" } },
        media_folder: "",
        public_folder: "./",
        fields: fileFields("../product.schema.json", { kind: "product", root: product, locales }),
      },
      {
        name: "site",
        label: "Site",
        description: `The company, the home page and the words of every page ([how](${readme}#sitejson)).`,
        i18n: true,
        files: [
          {
            name: "site",
            label: isString(site.title) ? site.title : "Site",
            file: "data/site.{{locale}}.json",
            format: FORMAT,
            i18n: true,
            fields: fileFields("./site.schema.json", { kind: "site", root: site, locales }),
          },
        ],
      },
    ],
  } as CmsConfig
}

const readData = (file: string) => JSON.parse(readFileSync(path.join(dataDir, file), "utf8"))

/**
 * The editor's configuration from data/: the schemas, the languages, and data/admin.json's
 * repository and branch. Read at each call, so that under develop an edit shows on a reload.
 */
export function siteEditorConfig(): CmsConfig {
  // Checked by the content check, which runs first.
  const admin = readData("admin.json") as { repo: string; branch: string }
  const { languages } = readData("languages.json") as { languages: { tag: string }[] }
  return editorConfig({
    product: readData("product.schema.json"),
    site: readData("site.schema.json"),
    locales: languages.map(({ tag }) => tag),
    title: String(readData("site.json").title),
    repo: admin.repo,
    branch: admin.branch,
  })
}
