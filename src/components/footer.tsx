import React from "react"
import { Link } from "gatsby"
import { useCurrentYear } from "../hooks/use-current-year"
import { useProductLinks } from "../hooks/use-product-links"
import { useSiteMetadata } from "../hooks/use-site-metadata"
import { ExternalLink } from "./external-link"
import { Brand } from "./brand"
import { about, bottom, brand, columns, footer, heading, inner, list } from "./footer.module.css"

export function Footer() {
  const { legalName, tagline, links, buildYear } = useSiteMetadata()
  const products = useProductLinks()
  const year = useCurrentYear(buildYear)

  return (
    <footer className={footer}>
      <div className={inner}>
        <div className={columns}>
          <div className={about}>
            <Link to="/" className={brand}>
              <Brand />
            </Link>
            <p>{tagline}</p>
          </div>
          <nav aria-labelledby="footer-apps">
            <h2 id="footer-apps" className={heading}>
              Apps
            </h2>
            <ul className={list}>
              {products.map(({ name, productUrl }) => (
                <li key={productUrl}>
                  <Link to={productUrl}>{name}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-labelledby="footer-company">
            <h2 id="footer-company" className={heading}>
              Company
            </h2>
            <ul className={list}>
              {links.map(({ name, url }) => (
                <li key={url}>
                  <ExternalLink href={url}>{name}</ExternalLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <p className={bottom}>
          © {year} {legalName}
        </p>
      </div>
    </footer>
  )
}
