import React from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import type { Product } from "../page-context"
import { large, picture, small } from "./product-logo.module.css"

type ProductLogoProps = {
  logo: IGatsbyImageData
  /** The product's `logoSize`: "small" for a logo drawn edge to edge, "large" for one with a margin. */
  size: Product["logoSize"]
  /** Sets --logo-box, the size of a large logo. */
  className: string
  /** Above the fold: load at once. */
  eager?: boolean
}

/**
 * A product's logo; decorative, as the product's name always stands beside it.
 *
 * It renders gatsby-plugin-image's sizes and formats as a plain `<picture>` rather than through
 * `<GatsbyImage>`: that component fades every image in and loads its runtime on every page, which
 * delays the largest paint (docs/performance.md).
 */
export function ProductLogo({ logo, size, className, eager = false }: ProductLogoProps) {
  const { fallback, sources = [] } = logo.images
  return (
    <picture className={`${picture} ${size === "large" ? large : small} ${className}`}>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />
      ))}
      <img
        src={fallback?.src}
        srcSet={fallback?.srcSet}
        sizes={fallback?.sizes}
        width={logo.width}
        height={logo.height}
        alt=""
        loading={eager ? "eager" : "lazy"}
        decoding={eager ? undefined : "async"}
      />
    </picture>
  )
}
