import React from "react"
import type { PageProps } from "gatsby"
import { Layout } from "../../components/layout"
import { Seo } from "../../components/seo"
import type { PageContext } from "../../page-context"
import { InLanguage } from "../../text"
import { message } from "./stripe.module.css"

/** An internal page, in English only. */
export default function StripeTestPage({ pageContext }: PageProps<object, PageContext>) {
  const copy = pageContext.texts.testPage
  return (
    <Layout context={pageContext}>
      <Seo title={copy.title} description={copy.description} path="/test/stripe" noindex />
      <h1 className="visually-hidden">
        <InLanguage text={copy.title} />
      </h1>
      <p className={message}>
        <InLanguage text={copy.message} />
      </p>
    </Layout>
  )
}
