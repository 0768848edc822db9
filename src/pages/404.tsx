import React from "react"
import type { PageProps } from "gatsby"
import { ErrorScreen } from "../components/error-screen"
import { Layout } from "../components/layout"
import { Seo } from "../components/seo"
import { useSiteMetadata } from "../hooks/use-site-metadata"

export default function NotFoundPage({ location }: PageProps) {
  const { title } = useSiteMetadata()
  return (
    <Layout>
      <Seo
        title={`404 Not Found | ${title}`}
        description={`This page does not exist. Head back to ${title} to find our apps.`}
        path={location.pathname}
        noindex
      />
      <ErrorScreen message="404 Not Found" />
    </Layout>
  )
}
