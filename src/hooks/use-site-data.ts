import { graphql, useStaticQuery } from "gatsby"

export type SiteMetadata = NonNullable<Queries.SiteMetadataQuery["site"]>["siteMetadata"]

export function useSiteMetadata(): SiteMetadata {
  const { site } = useStaticQuery<Queries.SiteMetadataQuery>(graphql`
    query SiteMetadata {
      site {
        siteMetadata {
          title
          titleAccent
          homeTitle
          legalName
          tagline
          description
          siteUrl
          buildYear
          links {
            name
            url
          }
        }
      }
    }
  `)
  if (!site) throw new Error("The site has no siteMetadata: see gatsby-config.ts")
  return site.siteMetadata
}
