import { useEffect, useState } from "react"

/**
 * The build year during server rendering and hydration (so the markup matches),
 * then the visitor's own year once the page runs.
 */
export function useCurrentYear(buildYear: number): number {
  const [year, setYear] = useState(buildYear)
  useEffect(() => {
    setYear(new Date().getFullYear())
  }, [])
  return year
}
