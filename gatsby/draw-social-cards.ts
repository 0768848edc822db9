// The social cards' drawing, run by renderSocialCards (social-cards.ts) in a process of its own, with
// the cards and the brand as JSON on standard input.
import { readFileSync } from "fs"
import { mkdir } from "fs/promises"
import path from "path"
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
/**
 * DejaVu Sans from the dejavu-fonts-ttf package. fontconfig knows only the files given as `fontfile`
 * (social-cards.conf names no font folder), so each text passes the file of the face it is drawn in.
 */
const FACES = {
  regular: {
    font: "DejaVu Sans",
    fontfile: require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf"),
  },
  bold: {
    font: "DejaVu Sans Bold",
    fontfile: require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf"),
  },
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

/** Text rendered by Pango, wrapped to `width`; shrunk to fit when it would be taller than `maxHeight`. */
async function textImage(
  markup: string,
  face: keyof typeof FACES,
  size: number,
  width: number,
  maxHeight: number,
) {
  const { font, fontfile } = FACES[face]
  const render = (fit: boolean) =>
    sharp({
      text: {
        text: markup,
        font: `${font} ${size}`,
        fontfile,
        width,
        rgba: true,
        spacing: Math.round(size * 0.15),
        ...(fit ? { height: maxHeight } : { dpi: 72 }),
      },
    })
      .png()
      .toBuffer({ resolveWithObject: true })
  const result = await render(false)
  return result.info.height > maxHeight ? render(true) : result
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

/** Draws a 1200x630 PNG card to `file`. */
async function drawSocialCard(card: SocialCard, brand: Brand, file: string): Promise<void> {
  const markSize = 56
  const { accent, rest } = wordmark(brand.title, brand.titleAccent)
  const name = await textImage(
    `<span foreground="${PALETTE.brand}">${escape(accent)}</span>` +
      `<span foreground="${PALETTE.ink}">${escape(rest)}</span>`,
    "bold",
    30,
    TEXT_WIDTH,
    markSize,
  )
  const titleTop = PAD + markSize + 56
  const title = await textImage(
    `<span foreground="${PALETTE.ink}">${escape(card.title)}</span>`,
    "bold",
    64,
    TEXT_WIDTH,
    170,
  )
  const textTop = titleTop + title.info.height + 28
  const addressTop = HEIGHT - PAD - 34
  const text = await textImage(
    `<span foreground="${PALETTE.text}">${escape(card.text)}</span>`,
    "regular",
    30,
    TEXT_WIDTH,
    addressTop - 32 - textTop,
  )
  const address = await textImage(
    `<span foreground="${PALETTE.brand}">${escape(card.address)}</span>`,
    "bold",
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
  for (const { card, file } of cards) await drawSocialCard(card, brand, file)
})().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
