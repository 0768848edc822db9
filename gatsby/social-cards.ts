import { spawn } from "child_process"
import path from "path"

/** What a page's card shows: its title and text beside its images, over the page's address. */
export type SocialCard = {
  title: string
  text: string
  /** Image files: one product's logo, or several in a grid. */
  images: string[]
  /** The page's address without the scheme, as printed at the bottom. */
  address: string
  /** The language of its texts, a BCP 47 tag ("en", "zh-Hans"): it picks the font they are drawn in. */
  lang: string
}

export type Brand = { title: string; titleAccent: string; mark: string }

/** A card and the PNG file it is written to. */
export type SocialCardFile = { card: SocialCard; file: string }

/** The only fontconfig configuration the cards are drawn with: no font folders, fixed rendering. */
const FONTCONFIG_FILE = path.resolve("gatsby/social-cards.conf")
/** Draws the cards it reads as JSON on its standard input. */
const DRAW_SCRIPT = path.resolve("gatsby/draw-social-cards.ts")

/**
 * Draws the cards in a child process whose fontconfig reads gatsby/social-cards.conf and nothing else,
 * so that the build machine's fonts and font settings (hinting, another "DejaVu Sans") never reach a
 * card. fontconfig reads its configuration once per process, so this one's cannot be swapped.
 */
export async function renderSocialCards(cards: SocialCardFile[], brand: Brand): Promise<void> {
  const child = spawn(process.execPath, ["--import", "tsx", DRAW_SCRIPT], {
    env: { ...process.env, FONTCONFIG_FILE },
    stdio: ["pipe", "inherit", "inherit"],
  })
  child.stdin.end(JSON.stringify({ cards, brand }))
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on("error", reject).on("close", resolve)
  })
  if (code !== 0) {
    throw new Error(
      `Drawing the social cards failed (exit code ${code}): its error is printed above`,
    )
  }
}
