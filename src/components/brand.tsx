import React from "react"
import { useSiteData } from "../hooks/use-site-data"
import { accent } from "./brand.module.css"

/** The company name with its leading part ("Splen") in the brand colour. */
export function Brand() {
  const site = useSiteData()
  if (!site) return null
  const { title, titleAccent } = site
  const rest = title.startsWith(titleAccent) ? title.slice(titleAccent.length) : title
  return (
    <>
      {rest === title ? null : <span className={accent}>{titleAccent}</span>}
      {rest}
    </>
  )
}
