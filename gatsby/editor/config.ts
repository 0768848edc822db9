// The content editor's configuration (Sveltia CMS's, in Decap's format), derived from the content's
// JSON Schemas so that each shape is written once: every field the schema has (the editor deletes a
// field it does not know when it saves), in the schema's order (the order it writes them in), `i18n`
// on exactly the texts the schema marks `translatable` (gatsby/content/localize.ts), a select for each
// enum, labels and hints from `title` and `description`. The schema's other rules are the content
// check's, which names the file and line of a mistake. A key left undefined is left out of the JSON.
import type { CmsConfig, Field } from "@sveltia/cms"
import { LANGUAGES, SOURCE_LANGUAGE } from "../../src/languages"
import { SCHEMAS, resolve, type EditorFacts, type JsonSchema } from "../content"

type Shape = Record<string, unknown>

/** Where the editor shows a field otherwise than its schema says, by JSON pointer. */
const OVERRIDES: Record<string, (node: JsonSchema) => Shape> = {
  // A product's "./splensheet.png", beside its JSON: the editor uploads the image there, of the
  // types the schema's pattern names ("…\\.(png|jpg|PNG)$" accepts ".png,.jpg", in any case).
  "/logo": ({ pattern }) => {
    const types = /.*\((.*)\)\$$/.exec(String(pattern).toLowerCase())?.[1]?.split("|")
    if (!types)
      throw new Error(`The logo's pattern names no file types in a last (…|…): ${pattern}`)
    return { widget: "image", choose_url: false, accept: `.${[...new Set(types)].join(",.")}` }
  },
  // A product's value for each language but the source, in data/languages.json's order.
  "/appLanguage/values": () => ({
    widget: "object",
    fields: LANGUAGES.slice(1).map(({ tag }) => ({ name: tag, required: false, widget: "string" })),
  }),
}

/** Whether a node of the schema is a text to translate, or holds one further down. */
function hasText(raw: JsonSchema, root: JsonSchema): boolean {
  const node = resolve(raw, root)
  if (node.translatable !== undefined) return node.translatable
  if (node.items) return hasText(node.items, root)
  return Object.values(node.properties ?? {}).some((child) => hasText(child, root))
}

/** The fields of a content file whose schema is `root`, named `schemaFile` from the file. */
function fileFields(root: JsonSchema, schemaFile: string): Field[] {
  /**
   * The field at `pointer`, but its name. Under a field without `i18n` (`i18n` false here), none has
   * it: the editor writes the whole part to the source file alone.
   */
  function field(raw: JsonSchema, pointer: string, required: boolean, i18n: boolean): Shape {
    // Each file keeps its own; editor.ts writes a new translation's.
    if (pointer === "/$schema") return { widget: "hidden", i18n: true, default: schemaFile }
    const node = resolve(raw, root)
    // A part the schema keeps out of translations keeps every text in it out too (testPage): hasText
    // answers with the nearest `translatable` mark, false included.
    const translated = i18n && hasText(node, root)
    return {
      label: node.title,
      hint: node.description,
      // Only the source must be complete: a text a translation lacks shows in English, with a warning.
      required: required && translated ? [SOURCE_LANGUAGE.tag] : required,
      i18n: i18n ? translated : undefined,
      ...(OVERRIDES[pointer]?.(node) ?? widget(node, pointer, translated)),
    }
  }

  /** The field's widget and its options; `i18n` is whether the field is translated. */
  function widget(node: JsonSchema, pointer: string, i18n: boolean): Shape {
    if (Array.isArray(node.enum)) return { widget: "select", options: node.enum }
    if (node.type === "integer") return { widget: "number", value_type: "int", min: node.minimum }
    if (node.type === "array" && node.items) {
      // A list of texts repeats one field; a list of objects, the object's fields. Sveltia shows each
      // item's text, title or name on its collapsed row.
      const item: Shape = { name: "item", ...field(node.items, `${pointer}/0`, true, i18n) }
      const items = item.fields ? { fields: item.fields } : { field: item }
      return { widget: "list", min: node.minItems, ...items }
    }
    // A text to translate may run to sentences; names and addresses are one line.
    if (node.type !== "object") return { widget: node.translatable ? "text" : "string" }
    const fields = Object.entries(node.properties ?? {}).map(([name, child]) => ({
      name,
      ...field(child, `${pointer}/${name}`, node.required?.includes(name) ?? false, i18n),
    }))
    return { widget: "object", fields }
  }

  // The file is an object: its fields are the editor's.
  return widget(root, "", true).fields as Field[]
}

/**
 * The editor's whole configuration, from the content's schemas and languages, admin.json's repository
 * and branch and the site's title, as the content module read them.
 */
export function editorConfig({ repo, branch, title }: EditorFacts, schemas = SCHEMAS): CmsConfig {
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
      locales: LANGUAGES.map(({ tag }) => tag),
      default_locale: SOURCE_LANGUAGE.tag,
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
        create: true,
        i18n: true,
        identifier_field: "name",
        slug: "{{fields.productUrl}}",
        sortable_fields: { fields: ["order", "name"], default: { field: "order" } },
        media_folder: "",
        public_folder: "./",
        fields: fileFields(schemas.product, "../product.schema.json"),
      },
      {
        name: "site",
        label: "Site",
        description: `The company, the home page and the words of every page ([how](${readme}#sitejson)).`,
        i18n: true,
        files: [
          {
            name: "site",
            label: String(schemas.site.title),
            file: "data/site.{{locale}}.json",
            i18n: true,
            fields: fileFields(schemas.site, "./site.schema.json"),
          },
        ],
      },
    ],
  } as CmsConfig
}
