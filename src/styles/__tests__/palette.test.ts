/** @jest-environment node */
import fs from "fs"
import path from "path"
import { LOGO_SMALL_SCALE, PALETTE } from "../palette"

const css = fs.readFileSync(path.join(__dirname, "..", "global.css"), "utf8")
const darkStart = css.indexOf("(prefers-color-scheme: dark)")
const light = css.slice(0, darkStart)
const dark = css.slice(darkStart)

it("matches the light tokens of global.css", () => {
  expect(light).toContain(`--color-brand: ${PALETTE.brand};`)
  expect(light).toContain(`--color-ink: ${PALETTE.ink};`)
  expect(light).toContain(`--color-text: ${PALETTE.text};`)
  expect(light).toContain(`--color-bg: ${PALETTE.bg};`)
  expect(light).toMatch(new RegExp(`--hero-glow: radial-gradient\\([^;]*${PALETTE.glow}`))
  expect(light).toContain(`--logo-small-scale: ${LOGO_SMALL_SCALE};`)
})

it("matches the dark page background of global.css", () => {
  expect(darkStart).toBeGreaterThan(0)
  expect(dark).toContain(`--color-bg: ${PALETTE.bgDark};`)
})
