import React from "react"
import { Link } from "gatsby"
import { LANGUAGES, pathIn } from "../languages"
import { usePageContext } from "../page-context"
import { plain } from "../text"
import { current as currentClass, languages } from "./language-links.module.css"

/**
 * This page in every language, each named in itself; a page that exists in one language only (the
 * not-found screen, the test page) links each language's home page instead.
 */
export function LanguageLinks() {
  const { lang, texts, sourcePath } = usePageContext()
  return (
    <nav aria-label={plain(texts.interface.language)}>
      <ul className={languages}>
        {LANGUAGES.map(({ tag, name }) => {
          const current = tag === lang
          return (
            <li key={tag}>
              <Link
                to={pathIn(tag, sourcePath ?? "/")}
                lang={tag}
                hrefLang={tag}
                className={current ? currentClass : undefined}
                aria-current={current ? (sourcePath ? "page" : "true") : undefined}
              >
                {name}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
