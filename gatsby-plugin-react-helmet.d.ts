declare module "gatsby-plugin-react-helmet/gatsby-ssr" {
  export const onRenderBody: (args: import("gatsby").ReplaceRendererArgs) => void
}
