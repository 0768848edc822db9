import React from "react"
import { useCurrentYear } from "../use-current-year"

export function Year({ buildYear }: { buildYear: number }) {
  return <p>{useCurrentYear(buildYear)}</p>
}
