// The social cards: each page's 1200x630 PNG, laid out in JSX and turned into SVG paths by satori from
// the font files of npm packages (so a machine's own fonts never reach a card), rasterized by sharp.
import { mkdirSync, readFileSync, writeFileSync } from "fs"
import { createRequire } from "module"
import path from "path"
import React from "react"
import satori, { type Font, type SatoriNode } from "satori"
import sharp from "sharp"
import type { Product } from "../src/page-context"
import { SOCIAL_CARD_SIZE } from "../src/social-card"
import { LOGO_SMALL_SCALE, PALETTE } from "../src/styles/palette"
import { PHRASE_BREAK, plain, type PageText } from "../src/text"
import { wordmark } from "../src/wordmark"

/** A page's card: its title and text beside its images, over the page's address, in its PNG file. */
export type SocialCard = {
  /** Where its PNG is written. */
  file: string
  /** Japanese and Chinese texts mark with PHRASE_BREAK where their lines may break. */
  title: PageText
  text: PageText
  /** One product's logo, or several in a grid, each with its product's `logoSize`. */
  images: { file: string; logoSize: Product["logoSize"] }[]
  /** The page's address without the scheme, as printed at the bottom. */
  address: string
  /** The language of its texts, a BCP 47 tag ("en", "zh-Hans"): it picks the font they are drawn in. */
  lang: string
}

/** A character of a card's text that no font has: satori would draw it as a box. */
export class MissingGlyph extends Error {}

/** The company's name, drawn with its accent beside its mark (also the manifest's icon). */
type Brand = { title: string; titleAccent: string }
const MARK = path.resolve("src/images/icon.png")

const PAD = 80
const TEXT_WIDTH = 640
const MARK_SIZE = 56
const IMAGE_BOX = 320
const IMAGE_GAP = 24
/** Line heights (em) of the title and the text: Noto's are taller than DejaVu's, for CJK glyphs. */
const LINE_HEIGHT = { latin: { title: 1.15, text: 1.3 }, cjk: { title: 1.3, text: 1.45 } }

/**
 * The card's boxes: its texts' column beside the images', above a line in the brand's colour. The
 * card's font, and the title's and the text's sizes, are each card's own (cardSvg).
 */
const STYLE = {
  card: {
    display: "flex",
    width: "100%",
    height: "100%",
    boxSizing: "border-box",
    padding: PAD,
    borderBottom: `16px solid ${PALETTE.brand}`,
    backgroundImage: `radial-gradient(ellipse 60% 60% at 78% 45%, ${PALETTE.glow}, ${PALETTE.bg})`,
    overflowWrap: "break-word",
    // The company name, the title and the address; the text is regular, in its own colour.
    fontWeight: 700,
    color: PALETTE.ink,
  },
  column: { display: "flex", flexDirection: "column", width: TEXT_WIDTH },
  company: { display: "flex", alignItems: "center", gap: 18, fontSize: 30 },
  title: { margin: "48px 0 18px", textWrap: "balance" },
  // `pretty`: no last line of one word.
  text: { fontWeight: 400, color: PALETTE.text, textWrap: "pretty" },
  address: { marginTop: "auto", fontSize: 24, lineHeight: 1.2, color: PALETTE.brand },
  images: {
    display: "flex",
    flexWrap: "wrap",
    alignContent: "center",
    gap: IMAGE_GAP,
    width: IMAGE_BOX,
    height: IMAGE_BOX,
    margin: `70px 0 0 ${PAD}px`,
  },
} satisfies Record<string, React.CSSProperties>

/** A Noto package of @expo-google-fonts's [regular, bold] files, beside its main file. */
const noto = (main: string, script: string): [string, string] => [
  path.join(main, `../400Regular/NotoSans${script}_400Regular.ttf`),
  path.join(main, `../700Bold/NotoSans${script}_700Bold.ttf`),
]
/**
 * The font files, [regular, bold], each named as satori's font family: "latin", DejaVu Sans, for
 * Latin, Greek and Cyrillic, the company name and any language without a face of its own; then the
 * faces of the languages it lacks, by the tag's primary subtag. Each package is resolved by its
 * literal name, which knip reads. `require` is this file's own: in gatsby-node's bundle, Parcel
 * leaves the global `require.resolve` undefined.
 */
const FACES = ((require: NodeJS.Require): Record<string, [regular: string, bold: string]> => ({
  latin: [
    require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf"),
    require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf"),
  ],
  ko: noto(require.resolve("@expo-google-fonts/noto-sans-kr"), "KR"),
  ja: noto(require.resolve("@expo-google-fonts/noto-sans-jp"), "JP"),
  zh: noto(require.resolve("@expo-google-fonts/noto-sans-sc"), "SC"),
}))(createRequire(__filename))

let fonts: Font[] | undefined
/**
 * Every face, read once (satori parses a buffer once). A card's text is drawn in its face, a character
 * that face lacks in the first other face that has it.
 */
const allFonts = () =>
  (fonts ??= Object.entries(FACES).flatMap(([name, [regular, bold]]): Font[] => [
    { name, weight: 400, data: readFileSync(regular) },
    { name, weight: 700, data: readFileSync(bold) },
  ]))

/**
 * An image file (a product's logo, with its size, or the company's mark) scaled by sharp into a `box`
 * px square, a small logo to LOGO_SMALL_SCALE of it and centred (satori would embed the file whole),
 * as an <img>.
 */
async function image(file: string, box: number, logoSize?: Product["logoSize"]) {
  const size = logoSize === "small" ? Math.round(box * LOGO_SMALL_SCALE) : box
  const png = sharp(file).resize(size, size, { fit: "contain", background: "#0000" }).png()
  const src = `data:image/png;base64,${(await png.toBuffer()).toString("base64")}`
  const margin = (box - size) / 2
  return <img key={file} src={src} width={size} height={size} style={{ margin }} alt="" />
}

/**
 * A text whose lines break only where the site's do: at spaces, and in Japanese and Chinese at
 * PHRASE_BREAKs. Each unit between them is an inline block keyed `${name}:${index}`, never broken:
 * satori's `word-break: keep-all` breaks where Intl.Segmenter ends a word (inside "Splenview를",
 * before a comma), and `overflow-wrap` inside a name wider than the title's line. A Latin text keeps
 * satori's own line breaks, as its `text-wrap: pretty` does not reach across units.
 */
const units = (text: PageText, name: string) =>
  (typeof text === "string" ? text : text.text)
    .split(new RegExp(`( +)|${PHRASE_BREAK}`))
    .filter((unit) => unit)
    .map((unit, index) => {
      if (unit.startsWith(" ")) return unit
      return (
        <span key={`${name}:${index}`} style={{ display: "inline-block", whiteSpace: "pre" }}>
          {unit}
        </span>
      )
    })

/**
 * The card as SVG, its title and text as large as they fit: the title up to 64 px on at most two lines,
 * then the text up to 30 px, ending 24 px above the address. A unit wider than its line (a long
 * name, a CJK phrase) makes its text smaller. A character that no font has, which satori would draw
 * as a box, stops here, named with its text.
 */
async function cardSvg(card: SocialCard, brand: Brand, mark: React.JSX.Element) {
  const lang = card.lang.toLowerCase().replace(/-.*/, "")
  const cjk = Object.hasOwn(FACES, lang)
  const face = cjk ? lang : "latin"
  const lineHeight = LINE_HEIGHT[cjk ? "cjk" : "latin"]
  const texts = { "company name": brand.title, title: plain(card.title), text: plain(card.text) }
  const company = wordmark(brand.title, brand.titleAccent)
  const columns = Math.ceil(Math.sqrt(card.images.length))
  const cell = Math.floor((IMAGE_BOX - IMAGE_GAP * (columns - 1)) / columns)
  const images = await Promise.all(card.images.map((logo) => image(logo.file, cell, logo.logoSize)))
  const sizes = { title: 64, text: 30 }
  /** The title's or the text's size and line height, as large as it fits so far. */
  const type = (name: "title" | "text") => ({ fontSize: sizes[name], lineHeight: lineHeight[name] })
  for (;;) {
    const nodes = new Map<string, SatoriNode>()
    const svg = await satori(
      // Set solid, as CJK type is: kerning would stop at the edges of units().
      <div style={{ ...STYLE.card, fontFamily: face, fontKerning: cjk ? "none" : "auto" }}>
        <div style={STYLE.column}>
          <div style={STYLE.company}>
            {mark}
            <span style={{ fontFamily: "latin" }}>
              <span style={{ color: PALETTE.brand }}>{company.accent}</span>
              {company.rest}
            </span>
          </div>
          <div key="title" style={{ ...STYLE.title, ...type("title") }}>
            {units(card.title, "title")}
          </div>
          <div key="text" style={{ ...STYLE.text, ...type("text") }}>
            {cjk ? units(card.text, "text") : texts.text}
          </div>
          <div key="address" style={STYLE.address}>
            {card.address}
          </div>
        </div>
        <div style={STYLE.images}>{images}</div>
      </div>,
      {
        ...SOCIAL_CARD_SIZE,
        fonts: allFonts(),
        onNodeDetected: (node) => node.key !== undefined && nodes.set(String(node.key), node),
        loadAdditionalAsset: async (_code, segment) => {
          const char = [...segment][0] ?? ""
          const hex = char.codePointAt(0)?.toString(16).toUpperCase().padStart(4, "0")
          const [field, words] = Object.entries(texts).find(([, text]) => text.includes(char)) ?? []
          throw new MissingGlyph(
            `No font in gatsby/social-cards.tsx has U+${hex} ${JSON.stringify(char)}, ` +
              `in the ${field} ${JSON.stringify(words)}`,
          )
        },
      },
    )
    const box = (key: string) => nodes.get(key) ?? { top: 0, height: 0 }
    const unitsFit = (name: string) =>
      [...nodes].every(([key, { width }]) => !key.startsWith(`${name}:`) || width <= TEXT_WIDTH)
    const titleLines = box("title").height / Math.ceil(sizes.title * lineHeight.title)
    const textEnd = box("text").top + box("text").height
    if (titleLines > 2 || !unitsFit("title")) sizes.title--
    else if (textEnd > box("address").top - 24 || !unitsFit("text")) sizes.text--
    else return svg
  }
}

/**
 * Draws each card into its PNG file. Every card is laid out before any file is written, so that a
 * character no font has stops the build with no card written, naming the card's file. sharp
 * rasterizes each card on its own threads while the next one is laid out.
 */
export async function renderSocialCards(cards: SocialCard[], brand: Brand): Promise<void> {
  const mark = await image(MARK, MARK_SIZE)
  const pngs: { file: string; png: Promise<Buffer> }[] = []
  for (const card of cards) {
    const svg = await cardSvg(card, brand, mark).catch((error: Error) => {
      const Named = error instanceof MissingGlyph ? MissingGlyph : Error
      throw new Named(`${card.file}: ${error.message}`, { cause: error })
    })
    pngs.push({ file: card.file, png: sharp(Buffer.from(svg)).png().toBuffer() })
  }
  for (const { file, png } of pngs) {
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, await png)
  }
}
