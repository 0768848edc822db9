import "./src/styles/global.css"
import { createDefaultPolicy } from "./src/trusted-types"

export { wrapPageElement } from "./src/wrap-page-element"

/** Before React renders, so before react-helmet first writes the head. */
export const onClientEntry = createDefaultPolicy
