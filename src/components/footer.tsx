import React from "react"
import { Link } from "gatsby"
import { ProductLinks } from "./product-links"
import { useCurrentYear } from "../hooks/use-current-year"
import { useSiteData } from "../hooks/use-site-data"
import { ExternalLink } from "./external-link"
import { Brand } from "./brand"
import { about, bottom, brand, columns, footer, heading, inner, list } from "./footer.module.css"

function Copyright({ buildYear, legalName }: { buildYear: number; legalName: string }) {
  const year = useCurrentYear(buildYear)
  return (
    <p className={bottom}>
      © {year} {legalName}
    </p>
  )
}

export function Footer() {
  const site = useSiteData()
  if (!site) return null
  const { legalName, tagline, links, buildYear } = site

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
        <Copyright buildYear={buildYear} legalName={legalName} />
      </div>
    </footer>
  )
}
