/** @jest-environment node */
import type { PreInitArgs } from "gatsby"
import { onPreInit } from "../gatsby-node"

const problem = {
  file: "data/site.json",
  line: 1,
  column: 1,
  field: "tagline",
  message: "is missing",
}

it("reports each content mistake through its own error map, at its file:line, then stops the build with how many", async () => {
  // The one read of data/ that the build's hooks share (gatsby/content), as a check found it.
  globalThis.splenworksContent = Promise.resolve({ problems: [problem] })
  const reporter = { setErrorMap: jest.fn(), error: jest.fn(), panic: jest.fn(), warn: jest.fn() }
  const args = { reporter } as unknown as PreInitArgs
  await onPreInit?.(args, { plugins: [] }, () => {})

  const [errorMap] = reporter.setErrorMap.mock.calls[0] ?? []
  expect(errorMap["10001"]).toMatchObject({ level: "ERROR", category: "USER", type: "PLUGIN" })
  expect(reporter.error).toHaveBeenCalledTimes(1)
  const [[error]] = reporter.error.mock.calls
  expect(error).toEqual({
    id: "10001",
    context: { problem: "data/site.json:1:1: tagline is missing" },
  })
  expect(errorMap["10001"].text(error.context)).toBe("data/site.json:1:1: tagline is missing")
  const [[stop]] = reporter.panic.mock.calls
  expect(errorMap[stop.id].text(stop.context)).toBe(
    "1 problem in the content files (see data/README.md)",
  )
})
