/**
 * The Trusted Types policies the plugin creates, for the site's `trusted-types` directive. Each one
 * turns strings into script URLs, so that the page may enforce `require-trusted-types-for 'script'`.
 */

/** The loader's (scripts-after-paint.ts): only the build's chunk files it was written with. */
export const LOADER_POLICY = "splenworks-loader"

/** webpack's runtime's, for the chunks it loads on demand (`output.trustedTypes`). */
export const WEBPACK_POLICY = "splenworks-webpack"
