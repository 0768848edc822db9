import React from "react"
import { Link } from "gatsby"
import { useProductLinks } from "../hooks/use-product-links"

/** A list of links to every product page, in the data's order. */
export function ProductLinks({ className }: { className: string }) {
  const products = useProductLinks()
  return (
    <ul className={className}>
      {products.map(({ name, productUrl }) => (
        <li key={productUrl}>
          <Link to={productUrl}>{name}</Link>
        </li>
      ))}
    </ul>
  )
}
