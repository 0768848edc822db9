// A product added as an editor would add one, for the tests that build the site with more products
// than data/ has: never colliding with the real ones, however many there are.
import fs from "fs"
import path from "path"
import { readProducts, type ProductFile } from "./fixtures"

/**
 * The product of `fixtureDir` (its one JSON file and its logo) as it can join the products in `dir`:
 * with an order (`order` when it is free, else one past the highest), a name and an address that no
 * file there uses.
 */
export function addableProduct(fixtureDir: string, dir: string, order?: number): ProductFile {
  const [fixture] = readProducts(fixtureDir)
  if (!fixture) throw new Error(`no product file in ${fixtureDir}`)
  const orders = readProducts(dir).map((product) => product.order)
  const { slug, name } = unusedSlugAndName(dir, path.basename(fixture.productUrl), fixture.name)
  return {
    ...fixture,
    file: `${slug}.json`,
    order: order !== undefined && !orders.includes(order) ? order : Math.max(0, ...orders) + 1,
    name,
    productUrl: `/${slug}`,
    logo: `./${slug}${path.extname(fixture.logo)}`,
  }
}

/** `slug` and `name`, numbered from 2 until no product file in `dir` uses either. */
function unusedSlugAndName(dir: string, slug: string, name: string) {
  const existing = readProducts(dir)
  const taken = (candidate: { slug: string; name: string }) =>
    fs.existsSync(path.join(dir, `${candidate.slug}.json`)) ||
    existing.some(
      (product) => product.productUrl === `/${candidate.slug}` || product.name === candidate.name,
    )
  let candidate = { slug, name }
  for (let number = 2; taken(candidate); number += 1) {
    candidate = { slug: `${slug}-${number}`, name: `${name} ${number}` }
  }
  return candidate
}
