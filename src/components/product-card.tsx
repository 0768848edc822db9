import React, { useId } from "react"
import { Link } from "gatsby"
import { appUrl, pathIn } from "../languages"
import { usePageContext, type Product } from "../page-context"
import { format, nameLetters, plain, InLanguage } from "../text"
import { ExternalLink } from "./external-link"
import { ProductLogo } from "./product-logo"
import {
  card,
  description,
  learnMore,
  logo,
  name,
  nameLink,
  tag,
  tags,
} from "./product-card.module.css"

type ProductCardProps = {
  product: Product
  eager?: boolean
}

/**
 * The whole card is a click target for the product page: the "Learn more" link is
 * stretched over it, and the name link (to the app itself) sits above that layer.
 */
export function ProductCard({ product, eager }: ProductCardProps) {
  const { lang, texts } = usePageContext()
  // The card and its heading are named by the product's name alone, not by their link's
  // "(opens in a new tab)".
  const nameId = useId()
  return (
    <article className={card} style={nameLetters(product.name)} aria-labelledby={nameId}>
      <ProductLogo logo={product.logo} size={product.logoSize} className={logo} eager={eager} />
      <h2 className={name} aria-labelledby={nameId}>
        <ExternalLink href={appUrl(product.url, product.appLanguage, lang)} className={nameLink}>
          <span id={nameId}>{product.name}</span>
          {"\u00a0"}
          <span aria-hidden="true">↗</span>
        </ExternalLink>
      </h2>
      <p className={description}>
        <InLanguage text={product.texts.description} />
      </p>
      <ul
        className={tags}
        aria-label={plain(format(texts.interface.productFeatures, { name: product.name }))}
      >
        {product.texts.features.map((feature) => (
          <li key={plain(feature)} className={tag}>
            <InLanguage text={feature} />
          </li>
        ))}
      </ul>
      <Link to={pathIn(lang, product.productUrl)} className={learnMore}>
        <InLanguage text={format(texts.interface.learnMore, { name: product.name })} />
        {"\u00a0"}
        <span aria-hidden="true">→</span>
      </Link>
    </article>
  )
}
