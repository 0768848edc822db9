import React from "react"
import { useSiteMetadata } from "../hooks/use-site-metadata"
import { wordmark } from "../wordmark"
import { accent as accentClass } from "./brand.module.css"

/** The company name with its leading part ("Splen") in the brand colour. */
export function Brand() {
  const { title, titleAccent } = useSiteMetadata()
  const { accent, rest } = wordmark(title, titleAccent)
  return (
    <>
      {accent ? <span className={accentClass}>{accent}</span> : null}
      {rest}
    </>
  )
}
