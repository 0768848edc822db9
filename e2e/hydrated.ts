/**
 * Whether React has hydrated the page: the outermost element, which hydration reaches last, has its
 * fiber. Runs in the page: Playwright takes the function, the engines' drivers its source, so it
 * stays self-contained (no imports, no named inner functions, which tsx would wrap in its __name).
 */
export function isHydrated(): boolean {
  const outermost = document.getElementById("___gatsby")?.firstElementChild
  return !!outermost && Object.keys(outermost).some((key) => key.startsWith("__reactFiber$"))
}
