/** @jest-environment node */
import fs from "fs"
import os from "os"
import path from "path"
import sharp from "sharp"
import { products, site } from "../../__tests__/fixtures"
import { productsDir } from "../content"
import { MissingGlyph, renderSocialCards, type SocialCard } from "../social-cards"
import { PALETTE } from "../../src/styles/palette"

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "social-cards-"))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

/** A card, without the file the test writes it to. */
type Card = Omit<SocialCard, "file">

const homeCard: Card = {
  title: site.tagline,
  text: site.description,
  images: products
    .slice(0, 4)
    .map(({ logo, logoSize }) => ({ file: path.join(productsDir, logo), logoSize })),
  address: new URL(site.siteUrl).host,
  lang: "en",
}
const productLogo = {
  file: path.join(__dirname, "fixtures", "logo.png"),
  logoSize: "small" as const,
}
/** A product's card in each language that DejaVu Sans lacks, mixing in Latin names as the pages do. */
const cjkCards = {
  ko: {
    title: "Splensheet: 수식을 지원하는 온라인 스프레드시트",
    text: "브라우저에서 xlsx, xls, csv 파일을 열고 편집하세요. 수식을 지원하고 로그인은 필요 없습니다.",
    images: [productLogo],
    address: "splenworks.com/ko/splensheet",
    lang: "ko",
  },
  ja: {
    title: "Splensheet：数式に対応したオンライン表計算エディター",
    text: "xlsx・xls・csv のスプレッドシートをブラウザで開いて編集できます。数式に対応し、ログインは不要です。",
    images: [productLogo],
    address: "splenworks.com/ja/splensheet",
    lang: "ja",
  },
  "zh-Hans": {
    title: "Splensheet：支持公式的在线电子表格编辑器",
    text: "在浏览器中打开并编辑 xlsx、xls 和 csv 电子表格。支持公式，无需登录。",
    images: [productLogo],
    address: "splenworks.com/zh/splensheet",
    lang: "zh-Hans",
  },
} satisfies Record<string, Card>
const brand = { title: site.title, titleAccent: site.titleAccent }

// The first card drawn reads and parses every font: seconds on a busy machine.
jest.setTimeout(60_000)

/** Below the company name and its mark, at the card's top: 80 px of padding and a 56 px mark. */
const PAD_AND_MARK = 136

const fileOf = (name: string) => path.join(dir, `${name}.png`)

type Pixels = { data: Buffer; info: sharp.OutputInfo }

/** Draws cards as the build does; then reads their pixels. */
async function draw<Name extends string>(cards: Record<Name, Card>, cardBrand = brand) {
  const names = Object.keys(cards) as Name[]
  await renderSocialCards(
    names.map((name) => ({ ...cards[name], file: fileOf(name) })),
    cardBrand,
  )
  const pixels = await Promise.all(
    names.map((name) => sharp(fileOf(name)).raw().toBuffer({ resolveWithObject: true })),
  )
  return Object.fromEntries(names.map((name, i) => [name, pixels[i]])) as Record<Name, Pixels>
}

/** Pixels of exactly `colour` (#rrggbb) in a box. */
function colourPixels(
  { data, info }: Pixels,
  colour: string,
  { top, bottom, left, right }: Record<"top" | "bottom" | "left" | "right", number>,
) {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16))
  let count = 0
  for (let y = top; y < bottom; y++) {
    for (let x = left; x < right; x++) {
      const i = (y * info.width + x) * info.channels
      if (data[i] === r && data[i + 1] === g && data[i + 2] === b) count++
    }
  }
  return count
}

/** Rows holding pixels of exactly `colour`, left of the images. */
const rowsOf = (pixels: Pixels, colour: string) =>
  [...Array(pixels.info.height).keys()].filter((top) => {
    return colourPixels(pixels, colour, { top, bottom: top + 1, left: 0, right: 760 }) > 0
  })

/** The bytes of the rows from `top` to `bottom`, left of the images. */
function band({ data, info }: Pixels, top: number, bottom: number) {
  const rows = []
  for (let y = top; y < bottom; y++) {
    const start = y * info.width * info.channels
    rows.push(data.subarray(start, start + 760 * info.channels))
  }
  return Buffer.concat(rows)
}

it("writes a 1200x630 PNG for each card", async () => {
  await draw({ home: homeCard, ...cjkCards })
  for (const name of ["home", ...Object.keys(cjkCards)]) {
    expect(await sharp(fileOf(name)).metadata()).toMatchObject({
      format: "png",
      width: 1200,
      height: 630,
    })
  }
})

it("accents the company name by the site's rule: only when the accent starts the title", async () => {
  const nameBox = { top: 80, bottom: 136, left: 154, right: 794 }
  const { splenworks } = await draw({ splenworks: homeCard })
  const { acme } = await draw({ acme: homeCard }, { ...brand, title: "Acme" })
  expect(colourPixels(splenworks, PALETTE.brand, nameBox)).toBeGreaterThan(100)
  expect(colourPixels(acme, PALETTE.brand, nameBox)).toBe(0)
})

it("draws a logo drawn edge to edge (small) 7/8 the size of one with a margin (large), in the same box", async () => {
  const card = (logoSize: "small" | "large") => ({
    ...homeCard,
    images: [{ ...productLogo, logoSize }],
  })
  const { small, large } = await draw({ small: card("small"), large: card("large") })
  /** The first and last column of the pink logo on the row through its middle, right of the text. */
  const pink = ({ data, info }: Pixels) => {
    const row = 310 * info.width * info.channels
    const columns = [...Array(info.width).keys()].filter((x) => {
      const i = row + x * info.channels
      return x > 720 && (data[i] ?? 0) - (data[i + 1] ?? 0) > 60
    })
    return [columns[0], columns.at(-1)]
  }
  // The images' box is 320 px square, from x = 800; the small logo is 280 px, 20 px in from each side.
  expect(pink(large)).toEqual([800, 1119])
  expect(pink(small)).toEqual([820, 1099])
})

it("draws Spanish, like any language without a face of its own, in DejaVu Sans as English", async () => {
  const { en, es } = await draw({ en: homeCard, es: { ...homeCard, lang: "es" } })
  expect(es.data.equals(en.data)).toBe(true)
})

it("draws a one-word name wider than the title's line on one line, smaller, rather than break it", async () => {
  const name = "SplensheetStudioProfessional"
  const { card } = await draw({ card: { ...homeCard, title: name, images: [productLogo] } })
  // The title's rows, below the company name: one band, with no gap between two lines.
  const rows = rowsOf(card, PALETTE.ink).filter((row) => row > PAD_AND_MARK)
  expect(rows.length).toBeGreaterThan(20)
  const [top = 0, bottom = 0] = [rows[0], (rows.at(-1) ?? 0) + 1]
  expect(bottom - top).toBe(rows.length)
  // Within the text's column: 640 px from the card's 80 px padding.
  expect(colourPixels(card, PALETTE.ink, { top, bottom, left: 720, right: 1200 })).toBe(0)
})

it.each([
  ["Korean ones at spaces, a Latin name with its Hangul ending kept whole", "ko", "가", " "],
  ["Japanese ones at the build's phrase breaks (U+200B)", "ja", "あ", "\u200b"],
] as const)("breaks CJK lines only where the site does: %s", async (_, lang, char, space) => {
  // Two units that do not fit on one line; the second fits alone on the next one.
  const first = char.repeat(8)
  const second = `Splensheet${char.repeat(12)}`
  const card = { ...cjkCards[lang], title: "Splensheet" }
  const { both, firstAlone } = await draw({
    both: { ...card, text: `${first}${space}${second}` },
    firstAlone: { ...card, text: first },
  })
  const firstLine = rowsOf(firstAlone, PALETTE.text)
  const top = firstLine[0] ?? 0
  const bottom = (firstLine.at(-1) ?? 0) + 1
  // The first line shows the first unit alone, and the second unit is below it.
  expect(band(both, top, bottom).equals(band(firstAlone, top, bottom))).toBe(true)
  expect(rowsOf(both, PALETTE.text).filter((row) => row > bottom).length).toBeGreaterThan(15)
})

it.each([
  [
    "Thai in a Korean text",
    { ...cjkCards.ko, text: "Splensheet는 ไทย 도 엽니다." },
    'No font in gatsby/social-cards.tsx has U+0E44 "ไ", in the text "Splensheet는 ไทย 도 엽니다."',
  ],
  [
    "an emoji in a Japanese title",
    { ...cjkCards.ja, title: "Splensheet 🙂" },
    'No font in gatsby/social-cards.tsx has U+1F642 "🙂", in the title "Splensheet 🙂"',
  ],
])("stops before writing any card at a character no font has: %s", async (_, card, message) => {
  const cards = { fine: homeCard, missing: card }
  const drawing = draw(cards)
  await expect(drawing).rejects.toThrow(MissingGlyph)
  await expect(drawing).rejects.toThrow(`${fileOf("missing")}: ${message}`)
  expect(fs.existsSync(fileOf("fine"))).toBe(false)
})
