import React from "react"
import { usePageContext } from "../page-context"
import { wordmark } from "../wordmark"
import { accent as accentClass } from "./brand.module.css"

/** The company name with its leading part ("Splen") in the brand colour. */
export function Brand() {
  const { site } = usePageContext()
  const { accent, rest } = wordmark(site.title, site.titleAccent)
  return (
    <>
      {accent ? <span className={accentClass}>{accent}</span> : null}
      {rest}
    </>
  )
}
