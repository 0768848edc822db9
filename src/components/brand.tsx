import React from "react"
import { useSiteData } from "../hooks/use-site-data"
import { wordmark } from "../wordmark"
import { accent as accentClass } from "./brand.module.css"

/** The company name with its leading part ("Splen") in the brand colour. */
export function Brand() {
  const site = useSiteData()
  if (!site) return null
  const { accent, rest } = wordmark(site.title, site.titleAccent)
  return (
    <>
      {accent ? <span className={accentClass}>{accent}</span> : null}
      {rest}
    </>
  )
}
