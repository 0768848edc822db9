/** @jest-environment node */
import { execFileSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import sharp from "sharp"
import { products, site } from "../../__tests__/fixtures"
import { productsDir } from "../content-check"
import { renderSocialCards } from "../social-cards"
import type { Brand, SocialCard } from "../social-cards"
import { PALETTE } from "../../src/styles/palette"

const root = path.join(__dirname, "..", "..")
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "social-cards-"))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

/** A build image without fonts, as many CI and host images are. */
const emptyFontconfig = path.join(dir, "empty-fonts.conf")
fs.writeFileSync(emptyFontconfig, '<?xml version="1.0"?><fontconfig></fontconfig>')

const homeCard: SocialCard = {
  title: site.tagline,
  text: site.description,
  images: products.slice(0, 4).map(({ logo }) => path.join(productsDir, logo)),
  address: new URL(site.siteUrl).host,
  lang: "en",
}
const splensheetLogo = path.join(productsDir, "splensheet.png")
/** A product's card in each language that DejaVu Sans lacks, mixing in Latin names as the pages do. */
const cjkCards = {
  ko: {
    title: "Splensheet: 수식을 지원하는 온라인 스프레드시트",
    text: "브라우저에서 xlsx, xls, csv 파일을 열고 편집하세요. 수식을 지원하고 로그인은 필요 없습니다.",
    images: [splensheetLogo],
    address: "splenworks.com/ko/splensheet",
    lang: "ko",
  },
  ja: {
    title: "Splensheet：数式に対応したオンライン表計算エディター",
    text: "xlsx・xls・csv のスプレッドシートをブラウザで開いて編集できます。数式に対応し、ログインは不要です。",
    images: [splensheetLogo],
    address: "splenworks.com/ja/splensheet",
    lang: "ja",
  },
  "zh-Hans": {
    title: "Splensheet：支持公式的在线电子表格编辑器",
    text: "在浏览器中打开并编辑 xlsx、xls 和 csv 电子表格。支持公式，无需登录。",
    images: [splensheetLogo],
    address: "splenworks.com/zh/splensheet",
    lang: "zh-Hans",
  },
} satisfies Record<string, SocialCard>
const brand: Brand = {
  title: site.title,
  titleAccent: site.titleAccent,
  mark: path.join(root, "src/images/icon.png"),
}

// Each card is drawn by a Node process or two, a few seconds on a busy machine.
jest.setTimeout(60_000)

/** Draws a card as the build does; then reads its pixels. */
async function draw(name: string, card: SocialCard, cardBrand: Brand) {
  const file = path.join(dir, `${name}.png`)
  await renderSocialCards([{ card, file }], cardBrand)
  return sharp(file).raw().toBuffer({ resolveWithObject: true })
}

type Pixels = Awaited<ReturnType<typeof draw>>

/**
 * The same for several cards, from a new Node process with `env`, as a build would run: fontconfig
 * reads its configuration once a process. (An `undefined` variable is left out.) Throws with the
 * drawing's standard error.
 */
async function drawInNewProcess<Name extends string>(
  cards: Record<Name, SocialCard>,
  env: NodeJS.ProcessEnv,
): Promise<Record<Name, Pixels>> {
  const names = Object.keys(cards) as Name[]
  const files = names.map((name) => ({ card: cards[name], file: path.join(dir, `${name}.png`) }))
  const call = `renderSocialCards(${JSON.stringify(files)}, ${JSON.stringify(brand)})`
  try {
    execFileSync(
      process.execPath,
      ["--import", "tsx", "--eval", `require("./gatsby/social-cards").${call}`],
      { cwd: root, env: { ...process.env, ...env }, stdio: "pipe" },
    )
  } catch (error) {
    throw new Error(String((error as { stderr: Buffer }).stderr))
  }
  const pixels = await Promise.all(
    files.map(({ file }) => sharp(file).raw().toBuffer({ resolveWithObject: true })),
  )
  return Object.fromEntries(names.map((name, i) => [name, pixels[i]])) as Record<Name, Pixels>
}

/** Pixels in the brand colour on the wordmark's line, right of the company mark. */
function accentPixels(pixels: Pixels) {
  return colourPixels(pixels, PALETTE.brand, { top: 80, bottom: 136, left: 154, right: 794 })
}

/** Pixels of exactly `colour` (#rrggbb) in a box. */
function colourPixels(
  { data, info }: Pixels,
  colour: string,
  box: { top: number; bottom: number; left: number; right: number },
) {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16))
  let count = 0
  for (let y = box.top; y < box.bottom; y++) {
    for (let x = box.left; x < box.right; x++) {
      const i = (y * info.width + x) * info.channels
      if (data[i] === r && data[i + 1] === g && data[i + 2] === b) count++
    }
  }
  return count
}

/** The bytes of the rows from `top` to `bottom`, left of the images. */
function band({ data, info }: Pixels, top: number, bottom: number) {
  const rows = []
  for (let y = top; y < bottom; y++) {
    const start = y * info.width * info.channels
    rows.push(data.subarray(start, start + 720 * info.channels))
  }
  return Buffer.concat(rows)
}

it("draws the same card with the machine's fonts as with none: its fonts come with the project", async () => {
  const { machine } = await drawInNewProcess({ machine: homeCard }, { FONTCONFIG_FILE: undefined })
  const { noFonts } = await drawInNewProcess(
    { noFonts: homeCard },
    { FONTCONFIG_FILE: emptyFontconfig },
  )
  expect(noFonts.info).toEqual(machine.info)
  expect(machine.data.filter((byte, i) => byte !== noFonts.data[i]).length).toBe(0)
})

it("accents the company name by the site's rule: only when the accent starts the title", async () => {
  expect(accentPixels(await draw("splenworks", homeCard, brand))).toBeGreaterThan(100)
  expect(accentPixels(await draw("acme", homeCard, { ...brand, title: "Acme" }))).toBe(0)
})

it("draws Korean, Japanese and Chinese cards in faces of their own, whatever the machine's fonts", async () => {
  const cards = await drawInNewProcess(cjkCards, { FONTCONFIG_FILE: emptyFontconfig })
  const machine = await drawInNewProcess(cjkCards, { FONTCONFIG_FILE: undefined })
  const english = await draw("english", homeCard, brand)
  for (const lang of Object.keys(cjkCards) as (keyof typeof cjkCards)[]) {
    const card = cards[lang]
    expect(card.data.equals(machine[lang].data)).toBe(true)
    expect(card.info).toMatchObject({ width: 1200, height: 630 })
    // The title and the text are there, in their colours; the wordmark is in DejaVu, as in English.
    const title = { top: 192, bottom: 362, left: 80, right: 720 }
    expect(colourPixels(card, PALETTE.ink, title)).toBeGreaterThan(2000)
    expect(colourPixels(card, PALETTE.text, { ...title, top: 300, bottom: 484 })).toBeGreaterThan(
      300,
    )
    expect(band(card, 80, 136).equals(band(english, 80, 136))).toBe(true)
  }
})

it("draws Spanish, like any language without a face of its own, in DejaVu Sans as English", async () => {
  const english = await draw("en", homeCard, brand)
  const spanish = await draw("es", { ...homeCard, lang: "es" }, brand)
  expect(spanish.data.equals(english.data)).toBe(true)
})

it.each([
  [
    "Thai in a Korean text",
    { ...cjkCards.ko, text: "Splensheet는 ไทย 도 엽니다." },
    'Noto Sans KR (NotoSansKR_400Regular.ttf) has no glyph for U+0E44 "ไ"',
  ],
  [
    "an emoji in a Japanese title",
    { ...cjkCards.ja, title: "Splensheet 🙂" },
    'Noto Sans JP Bold (NotoSansJP_700Bold.ttf) has no glyph for U+1F642 "🙂"',
  ],
  [
    "Hangul on an English card",
    { ...homeCard, text: "Splensheet 한국어" },
    'DejaVu Sans (DejaVuSans.ttf) has no glyph for U+D55C "한"',
  ],
])("stops before drawing any card at a character its face lacks: %s", async (_, card, message) => {
  const cards = { [`fine-${card.lang}`]: homeCard, [`missing-${card.lang}`]: card }
  await expect(drawInNewProcess(cards, {})).rejects.toThrow(
    `${path.join(dir, `missing-${card.lang}`)}.png: ${message}`,
  )
  for (const name of Object.keys(cards)) {
    expect(fs.existsSync(path.join(dir, `${name}.png`))).toBe(false)
  }
})
