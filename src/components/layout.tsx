import React from "react"
import type { ReactNode } from "react"
import { PageLanguageProvider } from "../page-language"
import type { PageLanguage } from "../page-language"
import { Footer } from "./footer"
import { main } from "./layout.module.css"

/** Every page's frame, with the page's language and the site's texts in it for what it holds. */
export function Layout({ language, children }: { language: PageLanguage; children: ReactNode }) {
  return (
    <PageLanguageProvider value={language}>
      <main id="main" className={main}>
        {children}
      </main>
      <Footer />
    </PageLanguageProvider>
  )
}
