import { loadScriptsAfterFirstPaint } from "../loader/loader"

const POLICY = "test-loader"
const stages = [["/runtime-1.js", "/framework-2.js"], ["/react-dom-entry-3.js"], ["/app-4.js"]]

/** Runs the timers the loader set for its next task (Jest's fake timers run one set from another a millisecond later). */
const nextTask = () => jest.advanceTimersByTime(1)

/** The loader started, and the first contentful paint reported to it. */
function loadAfterPaint(loadStages = stages) {
  const paint = fakePaintTiming()
  loadScriptsAfterFirstPaint(loadStages, POLICY, 3000)
  paint.firstContentfulPaint()
  nextTask()
}

/** The scripts the loader has added, by `src` as written (the document's origin left out). */
const requested = () =>
  [...document.querySelectorAll("script")].map((script) => script.getAttribute("src"))

/** Every requested script with this `src` fires `event`, as the browser does once it has run or failed. */
function finish(src: string, event: "load" | "error" = "load") {
  document.querySelector(`script[src="${src}"]`)?.dispatchEvent(new Event(event))
}

/** A paint-timing PerformanceObserver the test reports the first contentful paint to. */
function fakePaintTiming() {
  const observers: { callback: PerformanceObserverCallback; observer: PerformanceObserver }[] = []
  class FakeObserver {
    static supportedEntryTypes = ["paint"]
    disconnect = jest.fn()
    constructor(callback: PerformanceObserverCallback) {
      observers.push({ callback, observer: this as unknown as PerformanceObserver })
    }
    observe = jest.fn()
  }
  Object.assign(window, { PerformanceObserver: FakeObserver })
  return {
    observers,
    firstContentfulPaint() {
      const list = {
        getEntriesByName: (name: string) => (name === "first-contentful-paint" ? [{}] : []),
      }
      for (const { callback, observer } of observers) {
        callback(list as unknown as PerformanceObserverEntryList, observer)
      }
    },
  }
}

beforeEach(() => {
  jest.useFakeTimers()
  document.body.innerHTML = ""
})

afterEach(() => {
  jest.useRealTimers()
  const fakes = window as { PerformanceObserver?: unknown; trustedTypes?: unknown }
  delete fakes.PerformanceObserver
  delete fakes.trustedTypes
})

describe("with paint timing", () => {
  it("requests nothing before the first contentful paint, then the first stage", () => {
    const paint = fakePaintTiming()
    loadScriptsAfterFirstPaint(stages, POLICY, 3000)
    jest.advanceTimersByTime(2000)
    expect(requested()).toEqual([])

    const [{ observer } = {}] = paint.observers
    // Buffered: a paint before the loader ran is reported too.
    expect(observer?.observe).toHaveBeenCalledWith({ type: "paint", buffered: true })
    paint.firstContentfulPaint()
    expect(observer?.disconnect).toHaveBeenCalled()
    nextTask()
    expect(requested()).toEqual(stages[0])
  })

  it("requests each stage once every script of the one before has run or failed", () => {
    loadAfterPaint()
    finish("/runtime-1.js")
    nextTask()
    expect(requested()).toEqual(stages[0])

    finish("/framework-2.js", "error")
    expect(requested()).toEqual(stages[0])
    nextTask()
    expect(requested()).toEqual(stages.slice(0, 2).flat())

    finish("/react-dom-entry-3.js")
    nextTask()
    expect(requested()).toEqual(stages.flat())
  })

  it("goes on past an empty stage", () => {
    loadAfterPaint([[], ["/app-4.js"]])
    expect(requested()).toEqual(["/app-4.js"])
  })

  it("loads the scripts after 3 s when no first contentful paint is reported", () => {
    fakePaintTiming()
    loadScriptsAfterFirstPaint(stages, POLICY, 3000)
    jest.advanceTimersByTime(2999)
    expect(requested()).toEqual([])
    jest.advanceTimersByTime(1)
    expect(requested()).toEqual(stages[0])
  })

  it("requests each script once when the paint comes before the 3 s are up", () => {
    const paint = fakePaintTiming()
    loadScriptsAfterFirstPaint(stages, POLICY, 3000)
    paint.firstContentfulPaint()
    jest.advanceTimersByTime(3000)
    expect(requested()).toEqual(stages[0])
  })
})

it("without paint timing, requests the scripts after the next frame", () => {
  const frames: FrameRequestCallback[] = []
  jest
    .spyOn(window, "requestAnimationFrame")
    .mockImplementation((callback) => frames.push(callback))
  loadScriptsAfterFirstPaint(stages, POLICY, 3000)
  nextTask()
  expect(requested()).toEqual([])
  frames.forEach((frame) => frame(0))
  nextTask()
  expect(requested()).toEqual(stages[0])
})

describe("with Trusted Types", () => {
  /** The rules the loader's policy was created with, and the policy as the browser returns it. */
  function fakeTrustedTypes() {
    const created: Record<string, TrustedTypePolicyOptions> = {}
    const createPolicy = (name: string, rules: TrustedTypePolicyOptions) => {
      created[name] = rules
      return {
        name,
        createScriptURL: (url: string) => `trusted:${rules.createScriptURL?.(url) ?? ""}`,
      }
    }
    Object.assign(window, { trustedTypes: { createPolicy } })
    return created
  }

  it("sets every src through its policy", () => {
    fakeTrustedTypes()
    loadAfterPaint()
    expect(requested()).toEqual(stages[0]?.map((src) => `trusted:${src}`))
  })

  it("has a policy that accepts the files it was given, and no other", () => {
    const policies = fakeTrustedTypes()
    loadScriptsAfterFirstPaint(stages, POLICY, 3000)
    const policy = policies[POLICY]
    expect(policy?.createScriptURL?.("/app-4.js", undefined)).toBe("/app-4.js")
    for (const url of ["/evil.js", "https://evil.example/app-4.js", "/app-4.js?x"]) {
      expect(() => policy?.createScriptURL?.(url, undefined)).toThrow(
        new TypeError(`${url} is not a script of this build`),
      )
    }
  })
})
