// data/'s GraphQL types, derived from its JSON Schemas: one definition per shape.
import { SCHEMAS } from "./index"
import { resolve, type JsonSchema } from "./localize"

const pascal = (name = "") => name.charAt(0).toUpperCase() + name.slice(1)

/**
 * The GraphQL types of a content file's nodes, derived from its JSON Schema (one definition per
 * shape): each object or enum a type, named after its field or its definition; each required field
 * non-null.
 * `fields` gives a field another type, such as the file a path names.
 */
function nodeTypes(schema: JsonSchema, root: string, fields: Record<string, string> = {}) {
  const types = new Map<string, string>()
  const typeOf = (raw: JsonSchema, name: string): string => {
    const node = resolve(raw, schema)
    if (node.type === "array" && node.items) return `[${typeOf(node.items, name)}!]`
    if (node.type === "integer") return "Int"
    // An enum of names ("small" | "large") is typed as one; the icons' names have hyphens.
    if (Array.isArray(node.enum) && node.enum.every((value) => /^[_A-Za-z]\w*$/.test(value))) {
      types.set(name, `enum ${name} { ${node.enum.join(" ")} }`)
      return name
    }
    if (node.type !== "object") return "String"
    if (!node.properties) return "JSON"
    const definition = raw.$ref?.match(/^#\/definitions\/(\w+)$/)?.[1]
    const type = definition ? root + pascal(definition) : name
    if (types.has(type)) return type
    types.set(type, "")
    const members = Object.entries(node.properties).filter(([key]) => key !== "$schema")
    const lines = members.map(([key, field]) => {
      const required = node.required?.includes(key) ? "!" : ""
      return `  ${key}: ${fields[key] ?? typeOf(field, type + pascal(key)) + required}`
    })
    const isNode = type === root ? " implements Node @dontInfer" : ""
    types.set(type, `type ${type}${isNode} {\n${lines.join("\n")}\n}`)
    return type
  }
  typeOf(schema, root)
  return [...types.values()]
}

/**
 * The GraphQL types of data/'s nodes: the site's and the products' from their schemas, which typegen
 * writes into src/gatsby-types.d.ts, the types the check's pass gives their content.
 */
export const contentTypes = () => [
  ...nodeTypes(SCHEMAS.site, "SiteJson"),
  ...nodeTypes(SCHEMAS.product, "ProductsJson", { logo: "File! @fileByRelativePath" }),
  // A translation, <name>.<tag>.json beside its English file, and the termbase: no query reads
  // them, but under develop an edit of one changes its node, which makes the pages again.
  "type TranslationJson implements Node @dontInfer { id: ID! }",
  "type TermbaseJson implements Node @dontInfer { id: ID! }",
]
