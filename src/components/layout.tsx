import React, { type ReactNode } from "react"
import { PageContextProvider, type PageContext } from "../page-context"
import { Footer } from "./footer"
import { main } from "./layout.module.css"

/** Every page's frame, with the page's context for what it holds. */
export function Layout({ context, children }: { context: PageContext; children: ReactNode }) {
  return (
    <PageContextProvider value={context}>
      <main id="main" className={main}>
        {children}
      </main>
      <Footer />
    </PageContextProvider>
  )
}
