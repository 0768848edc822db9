import React from "react"
import type { ReactNode } from "react"

type ExternalLinkProps = {
  href: string
  className?: string
  children: ReactNode
}

/** A link that leaves the site: new tab, no opener, and says so to screen readers. */
export function ExternalLink({ href, className, children }: ExternalLinkProps) {
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  )
}
