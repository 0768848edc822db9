import React from "react"
import { Link } from "gatsby"
import { ProductLinks } from "./product-links"
import { useCurrentYear } from "../hooks/use-current-year"
import { useSiteMetadata } from "../hooks/use-site-metadata"
import { ExternalLink } from "./external-link"
import { Brand } from "./brand"
import { about, bottom, brand, columns, footer, heading, inner, list } from "./footer.module.css"

export function Footer() {
  const { legalName, tagline, links, buildYear } = useSiteMetadata()
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
            <ProductLinks className={list} />
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
