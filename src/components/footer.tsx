import React from "react"
import { Link } from "gatsby"
import { ProductLinks } from "./product-links"
import { useCurrentYear } from "../hooks/use-current-year"
import { pathIn } from "../languages"
import { usePageContext } from "../page-context"
import { format, InLanguage, type PageText } from "../text"
import { ExternalLink } from "./external-link"
import { Brand } from "./brand"
import { LanguageLinks } from "./language-links"
import { about, bottom, brand, columns, footer, heading, inner, list } from "./footer.module.css"

function Copyright({
  buildYear,
  template,
  legalName,
}: {
  buildYear: number
  template: PageText
  legalName: string
}) {
  const year = useCurrentYear(buildYear)
  return (
    <p>
      <InLanguage text={format(template, { year, legalName })} />
    </p>
  )
}

export function Footer() {
  const { lang, site, texts } = usePageContext()
  const { legalName, links, buildYear } = site

  return (
    <footer className={footer}>
      <div className={inner}>
        <div className={columns}>
          <div className={about}>
            <Link to={pathIn(lang, "/")} className={brand}>
              <Brand />
            </Link>
            <p>
              <InLanguage text={texts.tagline} />
            </p>
          </div>
          <nav aria-labelledby="footer-apps">
            <h2 id="footer-apps" className={heading}>
              <InLanguage text={texts.interface.apps} />
            </h2>
            <ProductLinks className={list} />
          </nav>
          <nav aria-labelledby="footer-company">
            <h2 id="footer-company" className={heading}>
              <InLanguage text={texts.interface.company} />
            </h2>
            <ul className={list}>
              {links.map(({ url }, index) => (
                <li key={url}>
                  <ExternalLink href={url}>
                    <InLanguage text={texts.links[index]?.name ?? url} />
                  </ExternalLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <div className={bottom}>
          <Copyright
            buildYear={buildYear}
            template={texts.interface.copyright}
            legalName={legalName}
          />
          <LanguageLinks />
        </div>
      </div>
    </footer>
  )
}
