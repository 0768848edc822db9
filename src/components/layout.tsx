import React from "react"
import type { ReactNode } from "react"
import { Footer } from "./footer"
import { main } from "./layout.module.css"

export function Layout({ children }: { children: ReactNode }) {
  return (
    <>
      <main id="main" className={main}>
        {children}
      </main>
      <Footer />
    </>
  )
}
