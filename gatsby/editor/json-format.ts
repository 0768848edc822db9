// The content files as Prettier writes them (.prettierrc.json), so that a file the editor saves passes
// `npm test` as it is and its diff shows only what was edited. Prettier keeps an object broken over
// lines when its source is: every object starts broken, as in the files. Prettier's standalone build
// runs in the browser; the editor's bundle loads it at the first save.
import prettierrc from "../../.prettierrc.json"

/** The file's text for `value`, as Prettier leaves it, with its final newline. */
export async function formatJson(value: unknown): Promise<string> {
  const [{ format }, babel, estree] = await Promise.all([
    import("prettier/standalone"),
    import("prettier/plugins/babel"),
    import("prettier/plugins/estree"),
  ])
  const json = JSON.stringify(value, null, 2)
  return format(json, { ...prettierrc, parser: "json", plugins: [babel, estree] })
}
