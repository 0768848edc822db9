import { wordmark } from "../wordmark"

it("accents the start of the title", () => {
  expect(wordmark("Splenworks", "Splen")).toEqual({ accent: "Splen", rest: "works" })
})

it("draws the whole title plain when the accent is not its start", () => {
  expect(wordmark("Acme", "Splen")).toEqual({ accent: "", rest: "Acme" })
  expect(wordmark("Splenworks", "works")).toEqual({ accent: "", rest: "Splenworks" })
})

it("accents a title that is all accent, and nothing for an empty accent", () => {
  expect(wordmark("Splen", "Splen")).toEqual({ accent: "Splen", rest: "" })
  expect(wordmark("Splenworks", "")).toEqual({ accent: "", rest: "Splenworks" })
})
