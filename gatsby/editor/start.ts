// The page's one script, allowed by its hash. Under 'strict-dynamic' a script element it adds is
// trusted, and what that script imports in turn; what a script of the page's markup imports is not.
const script = document.createElement("script")
script.type = "module"
script.src = new URL("editor.js", import.meta.url).href
document.head.append(script)
