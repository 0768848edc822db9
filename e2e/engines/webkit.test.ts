// WebKitGTK (Debian's webkit2gtk-driver): WebKitWebDriver drives its MiniBrowser under a virtual X
// display, over plain WebDriver HTTP calls. Playwright's own WebKit build runs through Playwright.
import { spawn } from "node:child_process"
import { webkit } from "@playwright/test"
import { isPlaywrights, miniBrowser, need } from "../../scripts/tools"
import { checkEngine, openInPlaywright, recorder } from "./checks"

const port = Number(process.env.WEBDRIVER_PORT ?? 9634)
const endpoint = `http://127.0.0.1:${port}`

async function call<T>(method: string, path: string, body?: object): Promise<T> {
  const response = await fetch(endpoint + path, {
    method,
    headers: { "content-type": "application/json" },
    body: body && JSON.stringify(body),
  })
  const { value } = (await response.json()) as { value: T & { message?: string } }
  if (!response.ok) throw new Error(`WebDriver ${method} ${path}: ${value.message}`)
  return value
}

checkEngine("WebKit", async () => {
  const webDriver = need("webkit")
  if (isPlaywrights(webkit, webDriver)) return openInPlaywright(webkit)
  // Its own process group, so that close() ends xvfb-run, Xvfb and the driver together.
  const driver = spawn("xvfb-run", ["-a", webDriver, `--port=${port}`], {
    detached: true,
    stdio: "ignore",
  })
  const deadline = Date.now() + 30_000
  while (
    !(await fetch(`${endpoint}/status`).then(
      (response) => response.ok,
      () => false,
    ))
  ) {
    if (Date.now() > deadline) throw new Error("WebKitWebDriver did not start")
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  const { sessionId } = await call<{ sessionId: string }>("POST", "/session", {
    capabilities: {
      alwaysMatch: {
        browserName: "MiniBrowser",
        "webkitgtk:browserOptions": {
          binary: miniBrowser(),
          args: ["--automation"],
        },
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
      await session("POST", "/actions", {
        actions: [
          {
            type: "pointer",
            id: "mouse",
            parameters: { pointerType: "mouse" },
            actions: [
              { type: "pointerMove", origin: "viewport", x: Math.round(x), y: Math.round(y) },
              { type: "pointerDown", button: 0 },
              { type: "pointerUp", button: 0 },
            ],
          },
        ],
      })
    },
    close: async () => {
      await session("DELETE", "")
      if (driver.pid) process.kill(-driver.pid)
    },
  }
})
