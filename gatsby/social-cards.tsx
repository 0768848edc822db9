// The social cards: each page's 1200x630 PNG, laid out in JSX and turned into SVG paths by satori from
// the font files of npm packages (so a machine's own fonts never reach a card), rasterized by sharp.
import { mkdir, readFile, writeFile } from "fs/promises"
import { createRequire } from "module"
import path from "path"
import React from "react"
import satori from "satori"
import type { Font } from "satori"
import sharp from "sharp"
import { SOCIAL_CARD_SIZE } from "../src/social-card"
import { PALETTE } from "../src/styles/palette"
import { wordmark } from "../src/wordmark"

/** What a page's card shows: its title and text beside its images, over the page's address. */
export type SocialCard = {
  title: string
  text: string
  /** Image files: one product's logo, or several in a grid. */
  images: string[]
  /** The page's address without the scheme, as printed at the bottom. */
  address: string
  /** The language of its texts, a BCP 47 tag ("en", "zh-Hans"): it picks the font they are drawn in. */
  lang: string
}

export type Brand = { title: string; titleAccent: string; mark: string }

/** A card and the PNG file it is written to. */
export type SocialCardFile = { card: SocialCard; file: string }

const PAD = 80
const TEXT_WIDTH = 640
const MARK_SIZE = 56
const NAME_BOX = { width: TEXT_WIDTH - MARK_SIZE - 18, height: MARK_SIZE }
const IMAGE_BOX = 320

/**
 * A language's typeface: its regular and bold files (read once, into `fonts`), its line heights (em) in
 * the title and the text, whether lines break only at spaces, and how the text wraps.
 */
type Typeface = {
  family: string
  files: [regular: string, bold: string]
  lineHeight: { title: number; text: number }
  breaksAtSpacesOnly?: boolean
  textWrap?: "pretty"
  fonts?: Promise<Font[]>
}

/** Noto's own line height, 1.45 em, leaves room for CJK glyphs; titles are set a little tighter. */
const noto = (family: string, ...files: Typeface["files"]): Typeface => ({
  family,
  files,
  lineHeight: { title: 1.3, text: 1.45 },
})

/**
 * DejaVu Sans, for Latin, Greek and Cyrillic and the company name on every card, and the typefaces of
 * the languages it lacks, by the language tag's primary subtag. `require` is this file's own: in
 * gatsby-node's bundle, Parcel leaves the global `require.resolve` undefined.
 */
function typefaces(require: NodeJS.Require) {
  const dejavu: Typeface = {
    family: "DejaVu Sans",
    files: [
      require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf"),
      require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf"),
    ],
    lineHeight: { title: 1.15, text: 1.3 },
    // No last line of one word. (In Chinese and Japanese, satori's "pretty" breaks inside words.)
    textWrap: "pretty",
  }
  const byLanguage: Record<string, Typeface> = {
    // Korean, like the site (word-break: keep-all), never breaks inside a word.
    ko: {
      ...noto(
        "Noto Sans KR",
        require.resolve("@expo-google-fonts/noto-sans-kr/400Regular/NotoSansKR_400Regular.ttf"),
        require.resolve("@expo-google-fonts/noto-sans-kr/700Bold/NotoSansKR_700Bold.ttf"),
      ),
      breaksAtSpacesOnly: true,
    },
    ja: noto(
      "Noto Sans JP",
      require.resolve("@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf"),
      require.resolve("@expo-google-fonts/noto-sans-jp/700Bold/NotoSansJP_700Bold.ttf"),
    ),
    zh: noto(
      "Noto Sans SC",
      require.resolve("@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf"),
      require.resolve("@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf"),
    ),
  }
  return { dejavu, byLanguage }
}

const { dejavu: DEJAVU, byLanguage } = typefaces(createRequire(__filename))

/** The box of each element satori lays out with a `key`, by its key. */
type Boxes = Map<string, { top: number; width: number; height: number }>

/**
 * `element` as SVG in `typeface` alone: satori would draw a character the typeface lacks in any other
 * font it was given, and asks `loadAdditionalAsset` for one none has, which it would draw as a box. That
 * stops here, naming the character and its text among `texts`.
 */
async function svgOf(
  element: React.ReactElement,
  typeface: Typeface,
  texts: Record<string, string>,
  size: { width: number; height: number },
  boxes: Boxes = new Map(),
): Promise<string> {
  const face = async (file: string, weight: 400 | 700): Promise<Font> => {
    return { name: typeface.family, data: await readFile(file), weight }
  }
  // The same array each time: satori parses the fonts of an array once.
  typeface.fonts ??= Promise.all([face(typeface.files[0], 400), face(typeface.files[1], 700)])
  return satori(element, {
    ...size,
    fonts: await typeface.fonts,
    onNodeDetected: ({ key, top, width, height }) => {
      if (key !== undefined) boxes.set(String(key), { top, width, height })
    },
    loadAdditionalAsset: async (_language, segment) => {
      const char = [...segment][0] ?? ""
      const hex = char.codePointAt(0)?.toString(16).toUpperCase().padStart(4, "0")
      const [name, text] = Object.entries(texts).find(([, text]) => text.includes(char)) ?? []
      throw new Error(
        `${typeface.family} has no glyph for U+${hex} ${JSON.stringify(char)}, in the ${name} ` +
          JSON.stringify(text),
      )
    },
  })
}

/** An image file scaled by sharp to `size` px square (satori would embed it whole), as a data URL. */
async function scaled(file: string, size: number): Promise<string> {
  const png = await sharp(file).resize(size, size, { fit: "contain", background: "#0000" }).png()
  return `data:image/png;base64,${(await png.toBuffer()).toString("base64")}`
}

/**
 * The company's mark, and its name in DejaVu Sans Bold with the accent in the brand colour
 * (src/wordmark.ts): an image of its own, as DejaVu may not stand in for a character a card's face lacks.
 */
async function brandImages(brand: Brand) {
  const { accent, rest } = wordmark(brand.title, brand.titleAccent)
  const name = await svgOf(
    <div style={{ display: "flex", alignItems: "center", height: "100%", fontSize: 30 }}>
      <span style={{ fontWeight: 700, color: PALETTE.brand }}>{accent}</span>
      <span style={{ fontWeight: 700, color: PALETTE.ink }}>{rest}</span>
    </div>,
    DEJAVU,
    { "company name": brand.title },
    NAME_BOX,
  )
  const nameUrl = `data:image/svg+xml;base64,${Buffer.from(name).toString("base64")}`
  return { mark: await scaled(brand.mark, MARK_SIZE), name: nameUrl }
}

/**
 * A text whose lines break only at spaces, each word an inline block. satori's `word-break: keep-all`
 * breaks where Intl.Segmenter ends a word: inside "Splenview를", and before a comma.
 */
const words = (text: string, name: string) =>
  text.match(/\S+\s*/g)?.map((word, index) => (
    <span key={`${name}:${index}`} style={{ display: "inline-block", whiteSpace: "pre" }}>
      {word}
    </span>
  ))

/**
 * The card as SVG, its title and text as large as they fit: the title up to 64 px on at most two lines,
 * then the text up to 30 px, ending 24 px above the address. A word wider than its line (only Korean's
 * are not broken) makes its text smaller.
 */
async function cardSvg(card: SocialCard, brand: Awaited<ReturnType<typeof brandImages>>) {
  const typeface = byLanguage[card.lang.toLowerCase().replace(/-.*/, "")] ?? DEJAVU
  const columns = Math.ceil(Math.sqrt(card.images.length))
  const gap = columns > 1 ? 24 : 0
  const cell = Math.floor((IMAGE_BOX - gap * (columns - 1)) / columns)
  const images = await Promise.all(card.images.map((file) => scaled(file, cell)))
  const text = (name: "title" | "text") =>
    typeface.breaksAtSpacesOnly ? words(card[name], name) : card[name]
  const sizes = { title: 64, text: 30 }
  for (;;) {
    const boxes: Boxes = new Map()
    const svg = await svgOf(
      <div
        style={{
          display: "flex",
          width: "100%",
          height: "100%",
          boxSizing: "border-box",
          padding: PAD,
          borderBottom: `16px solid ${PALETTE.brand}`,
          backgroundImage: `radial-gradient(ellipse 60% 60% at 78% 45%, ${PALETTE.glow}, ${PALETTE.bg})`,
        }}
      >
        {/* Boxes hold whole lines, their leading included; a word longer than its line wraps. */}
        <div style={{ display: "flex", flexDirection: "column", width: TEXT_WIDTH }}>
          <div style={{ display: "flex", gap: 18 }}>
            <img src={brand.mark} width={MARK_SIZE} height={MARK_SIZE} alt="" />
            <img src={brand.name} width={NAME_BOX.width} height={NAME_BOX.height} alt="" />
          </div>
          <div
            key="title"
            style={{
              margin: "48px 0 18px",
              fontSize: sizes.title,
              fontWeight: 700,
              color: PALETTE.ink,
              lineHeight: typeface.lineHeight.title,
              textWrap: "balance",
              overflowWrap: "break-word",
            }}
          >
            {text("title")}
          </div>
          <div
            key="text"
            style={{
              fontSize: sizes.text,
              color: PALETTE.text,
              lineHeight: typeface.lineHeight.text,
              textWrap: typeface.textWrap,
              overflowWrap: "break-word",
            }}
          >
            {text("text")}
          </div>
          <div
            key="address"
            style={{
              marginTop: "auto",
              fontSize: 24,
              fontWeight: 700,
              lineHeight: 1.2,
              color: PALETTE.brand,
            }}
          >
            {card.address}
          </div>
        </div>
        <div
          style={{
            display: "flex",
            flexWrap: "wrap",
            alignContent: "center",
            gap,
            width: IMAGE_BOX,
            height: IMAGE_BOX,
            margin: `70px 0 0 ${PAD}px`,
          }}
        >
          {images.map((image, index) => (
            <img key={index} src={image} width={cell} height={cell} alt="" />
          ))}
        </div>
      </div>,
      typeface,
      { title: card.title, text: card.text, address: card.address },
      SOCIAL_CARD_SIZE,
      boxes,
    )
    const box = (name: string) => boxes.get(name) ?? { top: 0, width: 0, height: 0 }
    const wordsFit = (name: string) =>
      [...boxes].every(([key, { width }]) => !key.startsWith(`${name}:`) || width <= TEXT_WIDTH)
    const titleLines = box("title").height / Math.ceil(sizes.title * typeface.lineHeight.title)
    const textEnd = box("text").top + box("text").height
    if (titleLines > 2 || !wordsFit("title")) sizes.title--
    else if (textEnd > box("address").top - 24 || !wordsFit("text")) sizes.text--
    else return svg
  }
}

/**
 * Draws each card into its PNG file. Every card is laid out before any file is written, so that a
 * character a typeface lacks stops the build with no card written, naming the card's file. sharp
 * rasterizes each card on its own threads while the next one is laid out.
 */
export async function renderSocialCards(cards: SocialCardFile[], brand: Brand): Promise<void> {
  const brandOnce = await brandImages(brand)
  const pngs: { file: string; png: Promise<Buffer> }[] = []
  for (const { card, file } of cards) {
    const svg = await cardSvg(card, brandOnce).catch((error: Error) => {
      throw new Error(`${file}: ${error.message}`, { cause: error })
    })
    pngs.push({ file, png: sharp(Buffer.from(svg)).png().toBuffer() })
  }
  await Promise.all(
    pngs.map(async ({ file, png }) => {
      await mkdir(path.dirname(file), { recursive: true })
      await writeFile(file, await png)
    }),
  )
}
