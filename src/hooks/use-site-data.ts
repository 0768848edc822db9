import { graphql, useStaticQuery } from "gatsby"

export type SiteData = NonNullable<Queries.SiteDataQuery["siteJson"]>

/**
 * The texts and links of data/site.json. Null only under `gatsby develop` while the file has a
 * mistake: the content check's overlay names it, and the components render nothing until the fix
 * rather than throw an error screen that would cover it.
 */
export function useSiteData(): SiteData | null {
  const { siteJson } = useStaticQuery<Queries.SiteDataQuery>(graphql`
    query SiteData {
      siteJson {
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
  `)
  return siteJson
}
