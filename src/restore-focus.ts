import type { GatsbyBrowser } from "gatsby"

/** @reach/router's location names its history entry, as Gatsby's scroll restoration reads it. */
type Entry = { key?: string }

/**
 * The link each history entry was left by, as its index among the page's links: Back and Forward
 * focus it again, as a browser does for a page from its back-forward cache, so that a keyboard user
 * goes on from where they were.
 */
const followedLinks = new Map<string, number>()

export const onPreRouteUpdate: GatsbyBrowser["onPreRouteUpdate"] = ({ prevLocation }) => {
  const key = (prevLocation as Entry | null)?.key
  const index = [...document.links].findIndex((link) => link === document.activeElement)
  if (key) followedLinks.set(key, index)
}

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location }) => {
  const link = document.links[followedLinks.get((location as Entry).key ?? "") ?? -1]
  if (!link) return
  // The scroll position is Gatsby's to restore.
  const focus = () => link.focus({ preventScroll: true })
  focus()
  // @reach/router then focuses its wrapper, the top of the page: the link takes the focus back.
  document.getElementById("gatsby-focus-wrapper")?.addEventListener("focus", focus, { once: true })
}
