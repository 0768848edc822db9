// Firefox and WebKit as this machine has them, behind one small interface: Debian's Firefox ESR
// through puppeteer-core over WebDriver BiDi, WebKitGTK's WebKitWebDriver over plain WebDriver calls
// (its MiniBrowser under xvfb-run), or Playwright's own builds of either through Playwright.
import { spawn } from "node:child_process"
import { firefox, webkit, type BrowserType } from "@playwright/test"
import puppeteer from "puppeteer-core"
import { isPlaywrights, miniBrowser, need } from "../../scripts/tools"

export type Engine = "firefox" | "webkit"

export type Driver = {
  /** Loads a page in full, waits for its load event, and has {@link recorder} in it. */
  goto(url: string): Promise<void>
  /** The value of a JavaScript expression in the page; a promise is awaited. */
  run<T>(expression: string): Promise<T>
  /** A person's click, pointer down and up, at a point of the viewport in CSS pixels. */
  click(x: number, y: number): Promise<void>
  close(): Promise<void>
}

/**
 * Plain JavaScript for the page, which every driver runs: records CSP and Trusted Types violations
 * and uncaught errors in `window.__violations`. Firefox runs it before the page's first script.
 * WebKitWebDriver has no such hook (classic WebDriver), so there it starts after the load event:
 * what fires while the page parses is seen by Firefox and Chromium only.
 */
const recorder = `(() => {
  if (window.__violations) return
  const seen = (window.__violations = [])
  document.addEventListener("securitypolicyviolation", (event) => {
    const { effectiveDirective, blockedURI, sourceFile, lineNumber } = event
    seen.push(effectiveDirective + " blocked " + (blockedURI || "inline") + " (" + sourceFile + ":" + lineNumber + ")")
  }, true)
  window.addEventListener("error", (event) => seen.push("uncaught: " + event.message))
})()`

/** Starts the engine and returns its driver. */
export function open(engine: Engine): Promise<Driver> {
  const executable = need(engine)
  const type = { firefox, webkit }[engine]
  if (isPlaywrights(type, executable)) return openInPlaywright(type)
  return engine === "firefox" ? openFirefox(executable) : openWebKitGtk(executable)
}

async function openInPlaywright(type: BrowserType): Promise<Driver> {
  const browser = await type.launch()
  const page = await browser.newPage()
  await page.addInitScript(recorder)
  return {
    goto: async (url) => {
      await page.goto(url, { waitUntil: "load" })
    },
    run: (expression) => page.evaluate(expression),
    click: (x, y) => page.mouse.click(x, y),
    close: () => browser.close(),
  }
}

async function openFirefox(executablePath: string): Promise<Driver> {
  const browser = await puppeteer.launch({
    browser: "firefox",
    protocol: "webDriverBiDi",
    executablePath,
    // The fixture's timeout bounds the start: on two busy cores Firefox has taken over 30 s.
    timeout: 0,
  })
  const page = await browser.newPage()
  await page.evaluateOnNewDocument(recorder)
  return {
    goto: async (url) => {
      await page.goto(url, { waitUntil: "load" })
    },
    run: <T>(expression: string) => page.evaluate(expression) as Promise<T>,
    click: (x, y) => page.mouse.click(x, y),
    close: () => browser.close(),
  }
}

async function openWebKitGtk(webDriver: string): Promise<Driver> {
  // A driver per worker: each serves one session.
  const port =
    Number(process.env.WEBDRIVER_PORT ?? 9634) + Number(process.env.TEST_PARALLEL_INDEX ?? 0)
  const endpoint = `http://127.0.0.1:${port}`
  const call = async <T>(method: string, path: string, body?: object): Promise<T> => {
    const response = await fetch(endpoint + path, {
      method,
      headers: { "content-type": "application/json" },
      body: body && JSON.stringify(body),
    })
    const { value } = (await response.json()) as { value: T & { message?: string } }
    if (!response.ok) throw new Error(`WebDriver ${method} ${path}: ${value.message}`)
    return value
  }
  // Its own process group, so that close() ends xvfb-run, Xvfb and the driver together.
  const driver = spawn("xvfb-run", ["-a", webDriver, `--port=${new URL(endpoint).port}`], {
    detached: true,
    stdio: "ignore",
  })
  const answers = () =>
    fetch(`${endpoint}/status`).then(
      (response) => response.ok,
      () => false,
    )
  // Until it answers, within the fixture's timeout.
  while (!(await answers())) await new Promise((resolve) => setTimeout(resolve, 200))
  const { sessionId } = await call<{ sessionId: string }>("POST", "/session", {
    capabilities: {
      alwaysMatch: {
        browserName: "MiniBrowser",
        "webkitgtk:browserOptions": { binary: miniBrowser(), args: ["--automation"] },
      },
    },
  })
  const session = <T>(method: string, path: string, body?: object) =>
    call<T>(method, `/session/${sessionId}${path}`, body)
  const run = <T>(expression: string) =>
    session<T>("POST", "/execute/sync", { script: `return (${expression})`, args: [] })

  return {
    goto: async (url) => {
      await session("POST", "/url", { url })
      await run(recorder)
    },
    run,
    // An element's click() would land on the element itself, not on what a person hits at that
    // point (the card's stretched link).
    click: async (x, y) => {
      const move = { type: "pointerMove", origin: "viewport", x: Math.round(x), y: Math.round(y) }
      await session("POST", "/actions", {
        actions: [
          {
            type: "pointer",
            id: "mouse",
            parameters: { pointerType: "mouse" },
            actions: [move, { type: "pointerDown", button: 0 }, { type: "pointerUp", button: 0 }],
          },
        ],
      })
    },
    close: async () => {
      await session("DELETE", "")
      if (driver.pid) process.kill(-driver.pid)
    },
  }
}
