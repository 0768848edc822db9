/**
 * Whether React has hydrated the page: the outermost element, which hydration reaches last, has its
 * fiber. Runs in the page: Playwright takes the function, test:browsers' drivers its source.
 */
export function isHydrated(): boolean {
  const outermost = document.getElementById("___gatsby")?.firstElementChild
  return !!outermost && Object.keys(outermost).some((key) => key.startsWith("__reactFiber$"))
}
