import React from "react"
import { Link } from "gatsby"
import { pathIn } from "../languages"
import { usePageContext } from "../page-context"

/** A list of links to every product page in the page's language, in the data's order. */
export function ProductLinks({ className }: { className: string }) {
  const { lang, site } = usePageContext()
  return (
    <ul className={className}>
      {site.apps.map(({ name, productUrl }) => (
        <li key={productUrl}>
          <Link to={pathIn(lang, productUrl)}>{name}</Link>
        </li>
      ))}
    </ul>
  )
}
