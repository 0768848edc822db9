// The social cards' drawing, run by renderSocialCards (social-cards.ts) in a process of its own, with
// the cards and the brand as JSON on standard input.
import { readFileSync } from "fs"
import { mkdir } from "fs/promises"
import path from "path"
import { openSync } from "fontkit"
import type { Font } from "fontkit"
import sharp from "sharp"
import type { OverlayOptions } from "sharp"
import { SOCIAL_CARD_SIZE } from "../src/social-card"
import { PALETTE } from "../src/styles/palette"
import { wordmark } from "../src/wordmark"
import type { Brand, SocialCard, SocialCardFile } from "./social-cards"

const { width: WIDTH, height: HEIGHT } = SOCIAL_CARD_SIZE
const PAD = 80
const TEXT_WIDTH = 640
const IMAGE_BOX = { left: 800, top: 150, size: 320 }
/** A face: its family as Pango names it, its file, and the space added between its lines (em). */
type Face = { family: string; bold: boolean; fontfile: string; leading: number }
type Faces = { regular: Face; bold: Face }
/** How a language's cards are set: its faces, and whether lines break only between words. */
type Setting = Faces & { keepWords?: boolean }

function faces(family: string, leading: number, regular: string, bold: string): Faces {
  return {
    regular: { family, bold: false, fontfile: regular, leading },
    bold: { family, bold: true, fontfile: bold, leading },
  }
}

/**
 * fontconfig knows only the files given as `fontfile` (social-cards.conf names no font folder), so each
 * text passes the file of the face it is drawn in. (Spelt out whole, so that knip sees the packages.)
 */
const DEJAVU = faces(
  "DejaVu Sans",
  0.15,
  require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf"),
  require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf"),
)

/**
 * A card's setting by its language tag's primary subtag; DejaVu Sans for any other. Noto's lines are
 * 1.45 em high (DejaVu's 1.16 em): room enough for CJK glyphs, so no space is added between them.
 */
const SETTINGS: Record<string, Setting> = {
  // Korean wraps at spaces; Pango, like UAX #14, would also break between a word's syllables.
  ko: {
    ...faces(
      "Noto Sans KR",
      0,
      require.resolve("@expo-google-fonts/noto-sans-kr/400Regular/NotoSansKR_400Regular.ttf"),
      require.resolve("@expo-google-fonts/noto-sans-kr/700Bold/NotoSansKR_700Bold.ttf"),
    ),
    keepWords: true,
  },
  ja: faces(
    "Noto Sans JP",
    0,
    require.resolve("@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf"),
    require.resolve("@expo-google-fonts/noto-sans-jp/700Bold/NotoSansJP_700Bold.ttf"),
  ),
  zh: faces(
    "Noto Sans SC",
    0,
    require.resolve("@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf"),
    require.resolve("@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf"),
  ),
}

function settingFor(lang: string): Setting {
  return SETTINGS[lang.toLowerCase().replace(/-.*/, "")] ?? DEJAVU
}

const background = Buffer.from(`
<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
  <defs>
    <radialGradient id="glow" cx="0.78" cy="0.45" r="0.6">
      <stop offset="0" stop-color="${PALETTE.glow}"/>
      <stop offset="1" stop-color="${PALETTE.bg}"/>
    </radialGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#glow)"/>
  <rect y="${HEIGHT - 16}" width="100%" height="16" fill="${PALETTE.brand}"/>
</svg>`)

function escape(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")
}

/** A card's text as Pango markup in `colour`. */
function cardMarkup(text: string, colour: string, { keepWords }: Setting): string {
  const escaped = keepWords
    ? text.replace(/\S+/g, (word) => `<span allow_breaks="false">${escape(word)}</span>`)
    : escape(text)
  return `<span foreground="${colour}">${escaped}</span>`
}

/** The face as a Pango font description names it, without the size. */
function fontName(face: Face): string {
  return face.bold ? `${face.family} Bold` : face.family
}

const fonts = new Map<string, Font>()

/** The face's font file, read with fontkit. */
function fontOf(face: Face): Font {
  let font = fonts.get(face.fontfile)
  if (!font) {
    font = openSync(face.fontfile) as Font
    // With a family fontconfig does not know, Pango would silently draw in another loaded face.
    if (font.familyName !== face.family) {
      throw new Error(`${face.fontfile} holds "${font.familyName}", not "${face.family}"`)
    }
    fonts.set(face.fontfile, font)
  }
  return font
}

/**
 * Throws on the first character of `text` that the face's cmap lacks: Pango would draw it as a box, or
 * in whichever other face this process happened to load before.
 */
function checkCoverage(text: string, face: Face, file: string): void {
  const font = fontOf(face)
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0
    // Control characters (a line break) are laid out, not drawn.
    if (/\p{Cc}/u.test(char) || font.hasGlyphForCodePoint(code)) continue
    const hex = code.toString(16).toUpperCase().padStart(4, "0")
    throw new Error(
      `${file}: ${fontName(face)} (${path.basename(face.fontfile)}) has no glyph for ` +
        `U+${hex} ${JSON.stringify(char)}`,
    )
  }
}

/** Text rendered by Pango, wrapped to `width`; shrunk if it overflows `width` x `maxHeight`. */
async function textImage(
  markup: string,
  face: Face,
  size: number,
  width: number,
  maxHeight: number,
) {
  const render = (fit: boolean) =>
    sharp({
      text: {
        text: markup,
        font: `${fontName(face)} ${size}`,
        fontfile: face.fontfile,
        width,
        rgba: true,
        spacing: Math.round(size * face.leading),
        ...(fit ? { height: maxHeight } : { dpi: 72 }),
      },
    })
      .png()
      .toBuffer({ resolveWithObject: true })
  const result = await render(false)
  // Too wide too: a word Pango may not break (a long Korean one) is wider than the line.
  return result.info.height > maxHeight || result.info.width > width ? render(true) : result
}

/** Images side by side in a square grid filling the image box. */
async function imageGrid(files: string[]): Promise<OverlayOptions[]> {
  const columns = Math.ceil(Math.sqrt(files.length))
  const gap = columns > 1 ? 24 : 0
  const cell = Math.floor((IMAGE_BOX.size - gap * (columns - 1)) / columns)
  const rows = Math.ceil(files.length / columns)
  const top = IMAGE_BOX.top + Math.round((IMAGE_BOX.size - rows * cell - (rows - 1) * gap) / 2)
  return Promise.all(
    files.map(async (file, index) => ({
      input: await sharp(file)
        .resize(cell, cell, { fit: "contain", background: "#0000" })
        .toBuffer(),
      left: IMAGE_BOX.left + (index % columns) * (cell + gap),
      top: top + Math.floor(index / columns) * (cell + gap),
    })),
  )
}

/** Each text of a card with the face it is drawn in. */
function cardTexts(card: SocialCard, brand: Brand): [string, Face][] {
  const setting = settingFor(card.lang)
  return [
    [brand.title, DEJAVU.bold],
    [card.title, setting.bold],
    [card.text, setting.regular],
    [card.address, setting.bold],
  ]
}

/** Draws a 1200x630 PNG card to `file`. */
async function drawSocialCard(card: SocialCard, brand: Brand, file: string): Promise<void> {
  const setting = settingFor(card.lang)
  const markSize = 56
  const { accent, rest } = wordmark(brand.title, brand.titleAccent)
  const name = await textImage(
    `<span foreground="${PALETTE.brand}">${escape(accent)}</span>` +
      `<span foreground="${PALETTE.ink}">${escape(rest)}</span>`,
    DEJAVU.bold,
    30,
    TEXT_WIDTH,
    markSize,
  )
  const titleTop = PAD + markSize + 56
  const title = await textImage(
    cardMarkup(card.title, PALETTE.ink, setting),
    setting.bold,
    64,
    TEXT_WIDTH,
    170,
  )
  const textTop = titleTop + title.info.height + 28
  const addressTop = HEIGHT - PAD - 34
  const text = await textImage(
    cardMarkup(card.text, PALETTE.text, setting),
    setting.regular,
    30,
    TEXT_WIDTH,
    addressTop - 32 - textTop,
  )
  const address = await textImage(
    cardMarkup(card.address, PALETTE.brand, setting),
    setting.bold,
    24,
    TEXT_WIDTH,
    34,
  )

  await mkdir(path.dirname(file), { recursive: true })
  await sharp(background)
    .composite([
      { input: await sharp(brand.mark).resize(markSize).toBuffer(), left: PAD, top: PAD },
      {
        input: name.data,
        left: PAD + markSize + 18,
        top: PAD + Math.round((markSize - name.info.height) / 2),
      },
      { input: title.data, left: PAD, top: titleTop },
      { input: text.data, left: PAD, top: textTop },
      { input: address.data, left: PAD, top: addressTop },
      ...(await imageGrid(card.images)),
    ])
    .png()
    .toFile(file)
}

const { cards, brand } = JSON.parse(readFileSync(0, "utf8")) as {
  cards: SocialCardFile[]
  brand: Brand
}
;(async () => {
  for (const { card, file } of cards) {
    if (typeof card.lang !== "string") throw new Error(`${file}: the card has no lang`)
    for (const [text, face] of cardTexts(card, brand)) checkCoverage(text, face, file)
  }
  for (const { card, file } of cards) await drawSocialCard(card, brand, file)
})().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
