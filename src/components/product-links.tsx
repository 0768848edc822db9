import React from "react"
import { Link } from "gatsby"
import { useProductLinks } from "../hooks/use-product-links"
import { pathIn } from "../languages"
import { usePageContext } from "../page-context"

/** A list of links to every product page in the page's language, in the data's order. */
export function ProductLinks({ className }: { className: string }) {
  const products = useProductLinks()
  const { lang } = usePageContext()
  return (
    <ul className={className}>
      {products.map(({ name, productUrl }) => (
        <li key={productUrl}>
          <Link to={pathIn(lang, productUrl)}>{name}</Link>
        </li>
      ))}
    </ul>
  )
}
