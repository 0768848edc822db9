/**
 * The tokens of global.css that are needed where CSS does not reach: the manifest
 * (gatsby-config.ts), the theme-color tags (components/seo.tsx) and the social card images
 * (gatsby/social-cards.tsx). A test keeps each equal to its token in global.css.
 */
export const PALETTE = {
  /** --color-brand */
  brand: "#831843",
  /** --color-ink */
  ink: "#0f172a",
  /** --color-text */
  text: "#334155",
  /** --color-bg */
  bg: "#ffffff",
  /** --color-bg in the dark colour scheme */
  bgDark: "#0b1120",
  /** the colour of --hero-glow */
  glow: "#fce7f3",
} as const

/** --logo-small-scale: a logo drawn edge to edge ("small") beside one with a margin of its own. */
export const LOGO_SMALL_SCALE = 0.875
