import { SOCIAL_CARDS } from "./reserved-paths"

/** Where a page's 1200x630 social card is served; gatsby-node writes the images there. */
export function socialCardPath(pagePath: string): string {
  return `${SOCIAL_CARDS}${pagePath === "/" ? "/index" : pagePath}.png`
}

export const SOCIAL_CARD_SIZE = { width: 1200, height: 630 }
