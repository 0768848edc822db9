import React from "react"
import { GatsbyImage } from "gatsby-plugin-image"
import type { IGatsbyImageData } from "gatsby-plugin-image"

type ProductLogoProps = {
  logo: { childImageSharp: { gatsbyImageData: IGatsbyImageData } | null }
  className: string
  /** Above the fold: load at once, without fading in. */
  eager?: boolean
}

/** A product's logo; decorative, as the product's name always stands beside it. */
export function ProductLogo({ logo, className, eager = false }: ProductLogoProps) {
  const image = logo.childImageSharp?.gatsbyImageData
  if (!image) return null
  return (
    <GatsbyImage image={image} alt="" className={className} loading={eager ? "eager" : "lazy"} />
  )
}
