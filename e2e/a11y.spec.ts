import fs from "fs"
import type { Locator, Page } from "@playwright/test"
import type * as Ace from "accessibility-checker-engine"
import type * as Axe from "axe-core"
import {
  firstProduct,
  home,
  interfaceTexts,
  notFound,
  pages,
  products,
  SOURCE_LANGUAGE,
  spec,
  translatedPages,
} from "../__tests__/fixtures"
import { escapeRegExp, expect, test, viewports, visit } from "./browser"

const axeTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]

/**
 * axe, evaluated once per page and run in each look: @axe-core/playwright injects its 0.5 MB engine
 * again for every analysis.
 */
const axeSource = fs.readFileSync(require.resolve("axe-core/axe.min.js"), "utf8")

/** IBM's Equal Access engine, the one behind its checker and browser extension; it needs no network. */
const aceSource = fs.readFileSync(require.resolve("accessibility-checker-engine/ace.js"), "utf8")

/**
 * Potential violations that IBM's checker asks a person to confirm, confirmed here. Anything else it
 * reports as a violation or a potential one fails, as its own tool's default failLevels do;
 * recommendations are advice (it recommends against every <meta http-equiv>, which the HTML standard
 * keeps), and "manual" items are a reviewer's checklist.
 */
const reviewedIbmPotentials = new Set([
  // Raised by any stylesheet that sets a colour: links and states have more than colour as a cue (axe's
  // link-in-text-block and the focus-ring test below check it).
  "style_color_misuse",
  // Raised by "right" in the product copy ("right in your browser"), which is not a direction.
  "text_sensory_misuse",
])

/** IBM's checker on the page with its newest policy (WCAG 2.2 A/AA and IBM's requirements). */
async function ibmViolations(page: Page): Promise<string[]> {
  // Evaluated, not added as a <script>, which the page's CSP would refuse.
  await page.evaluate(aceSource)
  const found = await page.evaluate(async () => {
    const { ace } = window as unknown as { ace: typeof Ace }
    const { results } = await new ace.Checker().check(document, ["IBM_Accessibility"])
    return results
      .filter(({ value: [level] }) => level === "VIOLATION")
      .filter(({ value: [, confidence] }) => confidence === "FAIL" || confidence === "POTENTIAL")
      .map(({ ruleId, value: [, confidence], path, message }) => ({
        ruleId,
        confidence,
        at: path.dom,
        message,
      }))
  })
  return found
    .filter(({ ruleId, confidence }) => confidence === "FAIL" || !reviewedIbmPotentials.has(ruleId))
    .map(({ ruleId, confidence, at, message }) => `${ruleId} (${confidence}) at ${at}: ${message}`)
}

/**
 * The looks a page is checked in. The DOM is the same in each, so after the first only the rules that
 * read styles and sizes run again: contrast in both themes, target sizes at both widths.
 */
const looks = [
  { colorScheme: "light", device: "desktop" },
  { colorScheme: "dark", device: "desktop" },
  { colorScheme: "light", device: "phone" },
] as const
const styledRules = [
  "color-contrast",
  "link-in-text-block",
  "target-size",
  "scrollable-region-focusable",
]

// Every English page in every look, and IBM's checker too; the other languages' pages, the same
// templates with other words, in the first look.
for (const { path, lang } of [...pages, ...translatedPages]) {
  const english = lang === SOURCE_LANGUAGE.tag
  test(`${path} has no WCAG 2.2 A/AA or best-practice violation, and says which links open a tab`, async ({
    page,
  }) => {
    // Up to four analyses of one page: three times the time of a test that loads a page once.
    test.slow()
    await visit(page, path)
    await page.evaluate(axeSource)
    const found: string[] = []
    for (const [index, { colorScheme, device }] of (english
      ? looks
      : looks.slice(0, 1)
    ).entries()) {
      await page.setViewportSize(viewports[device])
      await page.emulateMedia({ colorScheme })
      // A theme's colours reach the buttons through a transition: contrast is read once it ends.
      await page.waitForFunction(() => document.getAnimations().length === 0)
      const runOnly: Axe.RunOptions["runOnly"] =
        index === 0 ? { type: "tag", values: axeTags } : { type: "rule", values: styledRules }
      const violations = await page.evaluate(
        async (options) =>
          (await (window as unknown as { axe: typeof Axe }).axe.run(document, options)).violations,
        { runOnly },
      )
      for (const { id, nodes } of violations) {
        found.push(
          `${device}, ${colorScheme}: ${id}: ${nodes.map((node) => node.target.join(" ")).join(", ")}`,
        )
      }
    }
    if (english) {
      await page.setViewportSize(viewports.desktop)
      await page.emulateMedia({ colorScheme: "light" })
      found.push(...(await ibmViolations(page)).map((violation) => `IBM: ${violation}`))
    }
    expect(found).toEqual([])

    // axe's link-name finds a link without a name; a new-tab link must also say it opens one.
    const { opensInNewTab } = interfaceTexts(lang)
    for (const link of await page.locator("a[target=_blank]").all()) {
      await expect(link).toHaveAccessibleName(new RegExp(`${escapeRegExp(opensInNewTab)}$`))
    }
  })
}

for (const { path } of pages) {
  test(`${path}: Tab reaches every link and button in page order, each with a visible focus ring`, async ({
    page,
  }) => {
    await visit(page, path)
    const count = await page
      .locator("a[href], button, input, select, textarea, [tabindex]:not([tabindex='-1'])")
      .evaluateAll((elements) => {
        elements.forEach((element, index) => element.setAttribute("data-tab-stop", String(index)))
        return elements.length
      })
    expect(count).toBeGreaterThan(0)

    for (let stop = 0; stop < count; stop++) {
      await page.keyboard.press("Tab")
      const focused = await page.evaluate(() => {
        const element = document.activeElement
        // The ring may be drawn by the element or by a box around it (a product card).
        let ringed: Element | null = element
        while (ringed && getComputedStyle(ringed).outlineStyle === "none") {
          ringed = ringed.parentElement
        }
        const ring = ringed && getComputedStyle(ringed)
        return {
          stop: element?.getAttribute("data-tab-stop"),
          ring: ring && { width: parseFloat(ring.outlineWidth), color: ring.outlineColor },
        }
      })
      expect(focused.stop).toBe(String(stop))
      expect(focused.ring?.width).toBeGreaterThanOrEqual(2)
      expect(focused.ring?.color).not.toBe("rgba(0, 0, 0, 0)")
    }
  })
}

test("Enter on a focused link follows it", async ({ page }) => {
  await visit(page, home.path)
  await page.getByRole("link", { name: spec.learnMoreName(firstProduct.product.name) }).focus()
  await page.keyboard.press("Enter")
  await expect(page).toHaveURL(firstProduct.route.path)

  await page.getByRole("link", { name: "All apps" }).focus()
  await page.keyboard.press("Enter")
  await expect(page).toHaveURL(home.path)
})

test("Enter on a focused external link opens it in a new tab", async ({ page, context }) => {
  await page.goto(firstProduct.route.path)
  await page.getByRole("link", { name: `Launch ${firstProduct.product.name}` }).focus()
  const [tab] = await Promise.all([context.waitForEvent("page"), page.keyboard.press("Enter")])
  await expect(tab).toHaveURL(new URL(firstProduct.product.url).href)
})

test("a link that Tab brings into view from below the window has room under it for its outline", async ({
  page,
}) => {
  await page.setViewportSize(viewports.desktop)
  await visit(page, home.path)
  // Tab until the window scrolls: the first link that was below it.
  let room: number | undefined
  for (let tab = 0; room === undefined && tab < 20; tab++) {
    await page.keyboard.press("Tab")
    room = await page.evaluate(() => {
      const bottom = document.activeElement?.getBoundingClientRect().bottom ?? 0
      return scrollY > 0 ? innerHeight - bottom : undefined
    })
  }
  expect(room, "the space under the focused link").toBeGreaterThanOrEqual(32)
})

test("a card's links have names that tell them apart and say when they open a new tab", async ({
  page,
}) => {
  await page.goto(home.path)
  for (const { name } of products) {
    // Exact: one product's name may begin another's (Txtpad, Txtpad Pro).
    const card = page.getByRole("article", { name, exact: true })
    await expect(card.getByRole("link")).toHaveCount(2)
    await expect(card.getByRole("link").first()).toHaveAccessibleName(
      `${name} (opens in a new tab)`,
    )
    await expect(card.getByRole("link").last()).toHaveAccessibleName(spec.learnMoreName(name))
  }
})

test("in a contrast theme, which draws no backgrounds, the buttons, tags and step numbers keep a border", async ({
  page,
}) => {
  await page.emulateMedia({ forcedColors: "active" })
  const { route, product } = firstProduct
  const ui = interfaceTexts(SOURCE_LANGUAGE.tag)
  /** A solid border of 1px, or its `::before` one (a step's number). */
  const hasBorder = async (element: Locator, pseudo?: "before") => {
    await expect(element).toHaveCSS("border-top-style", "solid", { pseudo })
    await expect(element).toHaveCSS("border-top-width", "1px", { pseudo })
  }
  await visit(page, route.path)
  for (const name of [ui.launch(product.name), ui.tryNow(product.name)]) {
    await hasBorder(page.getByRole("link", { name: new RegExp(`^${escapeRegExp(name)}`) }))
  }
  const steps = page.getByRole("region", { name: ui.gettingStarted }).getByRole("listitem")
  await expect(steps).toHaveCount(product.page.steps.length)
  for (const step of await steps.all()) {
    await hasBorder(step, "before")
  }
  await visit(page, home.path)
  const tags = page.getByRole("article", { name: product.name }).getByRole("listitem")
  await expect(tags).toHaveCount(product.features.length)
  for (const tag of await tags.all()) {
    await hasBorder(tag)
  }
  await visit(page, notFound.path)
  await hasBorder(page.getByRole("link", { name: ui.goHome }))
})
