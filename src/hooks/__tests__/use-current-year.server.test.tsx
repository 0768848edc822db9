/** @jest-environment node */
import React from "react"
import { renderToString } from "react-dom/server"
import { Year } from "./year"

it("renders the build year on the server, so hydration matches the prebuilt HTML", () => {
  jest.useFakeTimers({ now: new Date("2031-03-01T00:00:00Z") })
  expect(renderToString(<Year buildYear={2024} />)).toBe("<p>2024</p>")
  jest.useRealTimers()
})
