import React from "react"
import { Layout } from "../../components/layout"
import { Seo } from "../../components/seo"
import { message } from "./stripe.module.css"

export default function StripeTestPage() {
  return (
    <Layout>
      <Seo
        title="Stripe Test Page"
        description="An empty page for testing the Stripe integration."
        path="/test/stripe"
        noindex
      />
      <h1 className="visually-hidden">Stripe Test Page</h1>
      <p className={message}>This is an empty test page for Stripe integration.</p>
    </Layout>
  )
}
