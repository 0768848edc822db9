import React, { type ReactNode } from "react"
import { usePageContext } from "../page-context"
import { InLanguage } from "../text"

type ExternalLinkProps = {
  href: string
  className?: string
  children: ReactNode
}

/** A link that leaves the site: new tab, no opener, and says so to screen readers. */
export function ExternalLink({ href, className, children }: ExternalLinkProps) {
  const { texts } = usePageContext()
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden">
        {" "}
        <InLanguage text={texts.interface.opensInNewTab} />
      </span>
    </a>
  )
}
