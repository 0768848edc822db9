// Where the tests find their browsers, nginx and fonts: an environment variable first, then a system
// install, then Playwright's own browsers where `npx playwright install` has put them.
import { spawnSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { chromium, firefox, webkit, type BrowserType } from "@playwright/test"

const isExecutable = (file: string) => {
  try {
    fs.accessSync(file, fs.constants.X_OK)
    return fs.statSync(file).isFile()
  } catch {
    return false
  }
}

/** Every executable of these names on PATH, the first name's first. */
function allOnPath(names: string[]): string[] {
  const dirs = (process.env.PATH ?? "").split(path.delimiter).filter(Boolean)
  return names.flatMap((name) => dirs.map((dir) => path.join(dir, name))).filter(isExecutable)
}

/** The first of `names` on PATH. */
export const onPath = (...names: string[]) => allOnPath(names)[0]

/** Whether a file is an Ubuntu snap or a script starting one: Playwright cannot drive them. */
function isSnap(file: string): boolean {
  try {
    const real = fs.realpathSync(file)
    if (real.startsWith("/snap/") || real === "/usr/bin/snap") return true
    return fs.statSync(real).size < 10_000 && fs.readFileSync(real, "latin1").includes("/snap/")
  } catch {
    return false
  }
}

/** The first of `names` on PATH that is not a snap. */
const browserOnPath = (...names: string[]) => allOnPath(names).find((file) => !isSnap(file))

/** The file an environment variable names; one that is not an executable stops the run. */
function fromEnv(variable: string): string | undefined {
  const file = process.env[variable]
  if (file && !isExecutable(file)) throw new Error(`${variable}=${file} is not an executable file`)
  return file || undefined
}

const firstFile = (...files: string[]) => files.find(isExecutable)

/** A browser `npx playwright install` has downloaded; Playwright has none for some platforms. */
function playwrights(type: BrowserType): string | undefined {
  try {
    return firstFile(type.executablePath())
  } catch {
    return undefined
  }
}

/** Whether `file` is one of Playwright's own builds, which only Playwright drives. */
export const isPlaywrights = (type: BrowserType, file: string) => file === playwrights(type)

export const fontsConf = path.join(__dirname, "../e2e/visual/fonts.conf")

const subfolders = (dir: string) =>
  fs.existsSync(dir) ? fs.readdirSync(dir).map((name) => path.join(dir, name)) : []

/** WebKitGTK's MiniBrowser, which its WebKitWebDriver drives: where Debian and Fedora put it. */
export const miniBrowser = () =>
  ["/usr/lib", "/usr/libexec"]
    .flatMap((dir) => [dir, ...subfolders(dir)])
    .map((dir) => path.join(dir, "webkit2gtk-4.1/MiniBrowser"))
    .find(isExecutable)

type Tool = {
  find(): string | undefined
  /** Debian's packages for it, which the tests install on Debian as root (as on CI). */
  debian: string[]
  /** What to do elsewhere, in a few words. */
  install: string
  /** The one platform whose tests need it, if not every one. */
  platform?: NodeJS.Platform
}

const toolsByName = {
  chromium: {
    find: () =>
      fromEnv("CHROMIUM_PATH") ??
      // The old headless shell first: a page costs a third of the CPU of full Chromium's headless.
      browserOnPath(
        "chromium-headless-shell",
        "chromium",
        "chromium-browser",
        "google-chrome-stable",
        "google-chrome",
      ) ??
      firstFile(
        "/Applications/Chromium.app/Contents/MacOS/Chromium",
        "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
      ) ??
      playwrights(chromium),
    debian: ["chromium-headless-shell"],
    install:
      "install Chromium or Chrome, set CHROMIUM_PATH, or run `npx playwright install chromium`",
  },
  firefox: {
    find: () =>
      fromEnv("FIREFOX_PATH") ??
      browserOnPath("firefox-esr", "firefox") ??
      firstFile("/Applications/Firefox.app/Contents/MacOS/firefox") ??
      playwrights(firefox),
    debian: ["firefox-esr"],
    install: "install Firefox, set FIREFOX_PATH, or run `npx playwright install firefox`",
  },
  webkit: {
    // WebKitGTK's driver runs its MiniBrowser under xvfb-run's virtual display.
    find: () => {
      const driver = fromEnv("WEBKIT_WEBDRIVER") ?? onPath("WebKitWebDriver")
      if (driver && onPath("xvfb-run") && miniBrowser()) return driver
      if (process.env.WEBKIT_WEBDRIVER) {
        throw new Error(
          "WEBKIT_WEBDRIVER is set, but xvfb-run or WebKitGTK's MiniBrowser is missing",
        )
      }
      return playwrights(webkit)
    },
    debian: ["webkit2gtk-driver", "xvfb"],
    install: "install WebKitGTK's WebKitWebDriver and xvfb, or run `npx playwright install webkit`",
  },
  nginx: {
    // Debian's is in /usr/sbin, which a user's PATH may leave out.
    find: () => fromEnv("NGINX_PATH") ?? onPath("nginx") ?? firstFile("/usr/sbin/nginx"),
    debian: ["nginx"],
    install: "install nginx or set NGINX_PATH",
  },
  java: {
    // For the W3C Nu HTML Checker (vnu.jar) in the build checks.
    find: () => {
      const home = process.env.JAVA_HOME
      return (
        fromEnv("JAVA_PATH") ??
        (home ? firstFile(path.join(home, "bin", "java")) : undefined) ??
        onPath("java")
      )
    },
    debian: ["default-jre-headless"],
    install: "install a Java runtime (11 or later), or set JAVA_HOME or JAVA_PATH",
  },
  fonts: {
    // The visual suite's pictures are drawn with the font files e2e/visual/fonts.conf accepts.
    find: () => {
      const conf = fs.readFileSync(fontsConf, "utf8")
      const wanted = [...conf.matchAll(/<glob>\*\/([^<]+)<\/glob>/g)].map(([, name]) => `/${name}:`)
      const env = { ...process.env, FONTCONFIG_FILE: fontsConf }
      const listed = spawnSync("fc-list", [":", "file"], { env, encoding: "utf8" }).stdout ?? ""
      return wanted.every((file) => listed.includes(file)) ? fontsConf : undefined
    },
    debian: ["fontconfig", "fonts-dejavu-core", "fonts-noto-cjk"],
    install:
      "install fontconfig, DejaVu Sans and Noto Sans CJK (Debian: fonts-dejavu-core, fonts-noto-cjk)",
    // The pictures are Linux's: elsewhere the visual suite is skipped.
    platform: "linux",
  },
} satisfies Record<string, Tool>

export type ToolName = keyof typeof toolsByName
export const tools: Record<ToolName, Tool> = toolsByName

/** A tool's path, or an error naming what to install. */
export function need(name: ToolName): string {
  const found = tools[name].find()
  if (!found) throw new Error(`${name} is missing: ${tools[name].install}`)
  return found
}
