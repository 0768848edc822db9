import "./src/styles/global.css"
import { createDefaultPolicy } from "./src/trusted-types"

export { onPreRouteUpdate, onRouteUpdate } from "./src/restore-focus"
export { wrapPageElement } from "./src/wrap-page-element"

/** Before React renders, so before react-helmet first writes the head. */
export const onClientEntry = createDefaultPolicy
