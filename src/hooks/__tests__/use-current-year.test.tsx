import React from "react"
import { render, screen } from "@testing-library/react"
import { Year } from "./year"

afterEach(() => {
  jest.useRealTimers()
})

it("shows the visitor's current year once the page runs", () => {
  jest.useFakeTimers({ now: new Date("2031-03-01T00:00:00Z") })
  render(<Year buildYear={2024} />)
  expect(screen.getByText("2031")).toBeInTheDocument()
})
