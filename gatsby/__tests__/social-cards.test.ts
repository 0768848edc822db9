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
}
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

/**
 * The same, from a new Node process with `env`, as a build would run: fontconfig reads its configuration
 * once a process. (An `undefined` variable is left out.)
 */
function drawInNewProcess(name: string, card: SocialCard, env: NodeJS.ProcessEnv) {
  const file = path.join(dir, `${name}.png`)
  const call = `renderSocialCards(${JSON.stringify([{ card, file }])}, ${JSON.stringify(brand)})`
  execFileSync(
    process.execPath,
    ["--import", "tsx", "--eval", `require("./gatsby/social-cards").${call}`],
    { cwd: root, env: { ...process.env, ...env }, stdio: "pipe" },
  )
  return sharp(file).raw().toBuffer({ resolveWithObject: true })
}

/** Pixels in the brand colour on the wordmark's line, right of the company mark. */
function accentPixels({ data, info }: Awaited<ReturnType<typeof draw>>) {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(PALETTE.brand.slice(i, i + 2), 16))
  let count = 0
  for (let y = 80; y < 136; y++) {
    for (let x = 154; x < 794; x++) {
      const i = (y * info.width + x) * info.channels
      if (data[i] === r && data[i + 1] === g && data[i + 2] === b) count++
    }
  }
  return count
}

it("draws the same card with the machine's fonts as with none: its fonts come with the project", async () => {
  const machine = await drawInNewProcess("machine", homeCard, { FONTCONFIG_FILE: undefined })
  const noFonts = await drawInNewProcess("no-fonts", homeCard, { FONTCONFIG_FILE: emptyFontconfig })
  expect(noFonts.info).toEqual(machine.info)
  expect(machine.data.filter((byte, i) => byte !== noFonts.data[i]).length).toBe(0)
})

it("accents the company name by the site's rule: only when the accent starts the title", async () => {
  expect(accentPixels(await draw("splenworks", homeCard, brand))).toBeGreaterThan(100)
  expect(accentPixels(await draw("acme", homeCard, { ...brand, title: "Acme" }))).toBe(0)
})
