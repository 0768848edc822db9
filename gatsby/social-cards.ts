import { mkdir } from "fs/promises"
import path from "path"
import sharp from "sharp"
import type { OverlayOptions } from "sharp"
import { SOCIAL_CARD_SIZE } from "../src/social-card"
import { PALETTE } from "../src/styles/palette"

/** What a page's card shows: its title and text beside its images, over the page's address. */
export type SocialCard = {
  title: string
  text: string
  /** Image files: one product's logo, or several in a grid. */
  images: string[]
  /** The page's address without the scheme, as printed at the bottom. */
  address: string
}

export type Brand = { title: string; titleAccent: string; mark: string }

const { width: WIDTH, height: HEIGHT } = SOCIAL_CARD_SIZE
const PAD = 80
const TEXT_WIDTH = 640
const IMAGE_BOX = { left: 800, top: 150, size: 320 }
const FONT = "DejaVu Sans"

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
async function textImage(markup: string, size: number, width: number, maxHeight: number) {
  const render = (fit: boolean) =>
    sharp({
      text: {
        text: markup,
        font: `${FONT} ${size}`,
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

/** Images side by side in a square grid filling the image box, each with a soft shadow. */
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

/** Renders a 1200x630 PNG card to `file`. */
export async function renderSocialCard(
  card: SocialCard,
  brand: Brand,
  file: string,
): Promise<void> {
  const markSize = 56
  const wordmark = await textImage(
    `<span weight="bold"><span foreground="${PALETTE.brand}">${escape(brand.titleAccent)}</span>` +
      `<span foreground="${PALETTE.ink}">${escape(brand.title.slice(brand.titleAccent.length))}</span></span>`,
    30,
    TEXT_WIDTH,
    markSize,
  )
  const titleTop = PAD + markSize + 56
  const title = await textImage(
    `<span foreground="${PALETTE.ink}" weight="bold">${escape(card.title)}</span>`,
    64,
    TEXT_WIDTH,
    170,
  )
  const textTop = titleTop + title.info.height + 28
  const addressTop = HEIGHT - PAD - 34
  const text = await textImage(
    `<span foreground="${PALETTE.text}">${escape(card.text)}</span>`,
    30,
    TEXT_WIDTH,
    addressTop - 32 - textTop,
  )
  const address = await textImage(
    `<span foreground="${PALETTE.brand}" weight="bold">${escape(card.address)}</span>`,
    24,
    TEXT_WIDTH,
    34,
  )

  await mkdir(path.dirname(file), { recursive: true })
  await sharp(background)
    .composite([
      { input: await sharp(brand.mark).resize(markSize).toBuffer(), left: PAD, top: PAD },
      {
        input: wordmark.data,
        left: PAD + markSize + 18,
        top: PAD + Math.round((markSize - wordmark.info.height) / 2),
      },
      { input: title.data, left: PAD, top: titleTop },
      { input: text.data, left: PAD, top: textTop },
      { input: address.data, left: PAD, top: addressTop },
      ...(await imageGrid(card.images)),
    ])
    .png()
    .toFile(file)
}
