import React from "react"
import { useSiteMetadata } from "../hooks/use-site-metadata"
import { accent } from "./brand.module.css"

/** The company name with its leading part ("Splen") in the brand colour. */
export function Brand() {
  const { title, titleAccent } = useSiteMetadata()
  const rest = title.startsWith(titleAccent) ? title.slice(titleAccent.length) : title
  return (
    <>
      {rest === title ? null : <span className={accent}>{titleAccent}</span>}
      {rest}
    </>
  )
}
