/** After `gatsby build`: the headers of this build for Netlify and Vercel (in public/) and nginx (in deploy/nginx/). */
import { writeFileSync } from "fs"
import path from "path"
import {
  nginxCacheControlMap,
  nginxHeaders,
  netlifyHeaders,
  siteHeaders,
  vercelConfig,
} from "../gatsby/hosting-headers"

const root = path.resolve(__dirname, "..")
const headers = siteHeaders(path.join(root, "public"))

const outputs: Record<string, string> = {
  "public/_headers": netlifyHeaders(headers),
  "public/vercel.json": vercelConfig(headers),
  "deploy/nginx/security-headers.conf": nginxHeaders(headers),
  "deploy/nginx/cache-control.conf": nginxCacheControlMap(headers),
}
for (const [file, text] of Object.entries(outputs)) writeFileSync(path.join(root, file), text)
console.log(`Hosting headers: ${headers.all["Content-Security-Policy"]}`)
