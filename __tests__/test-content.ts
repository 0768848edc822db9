// The content the page tests render, written out here rather than read from data/, so that a copy edit
// there changes no snapshot: the pages' contexts as gatsby-node.ts gives them, in English and in
// Korean, where a few texts are not translated yet and come in English, marked { lang: "en" }.
import type { IGatsbyImageData } from "gatsby-plugin-image"
import type {
  HomePageContext,
  PageContext,
  Product,
  ProductPageContext,
  Site,
} from "../src/page-context"

/** data/languages.json for the page tests (see pages.test.tsx's jest.mock). */
export const languagesFile = {
  languages: [
    { tag: "en", prefix: "", name: "English", locale: "en_US" },
    { tag: "ko", prefix: "ko", name: "한국어", locale: "ko_KR" },
  ],
}

/** The site's facts; a page's context adds the products' links (`apps`) from the products below. */
export const site: Omit<Site, "apps"> = {
  title: "Splenworks",
  titleAccent: "Splen",
  legalName: "Splenworks Inc.",
  siteUrl: "https://splenworks.com",
  links: [
    { name: "GitHub", url: "https://github.com/Splenworks" },
    { name: "Email", url: "mailto:contact@splenworks.com" },
  ],
  buildYear: 2026,
}

const { buildYear, ...facts } = site

const englishTexts: PageContext["texts"] = {
  ...facts,
  homeTitle: "Splenworks: apps for the browser",
  tagline: "We build apps for the browser.",
  description: "Splenworks makes Gridly, Padly and Viewly.",
  notFoundPage: {
    title: "Page not found | Splenworks",
    description: "There is no page at this address.",
    heading: "Page not found",
    message: "The link may be old, or the address may have a typo.",
  },
  testPage: {
    title: "Stripe Test Page",
    description: "An empty page for testing Stripe.",
    message: "This is an empty test page.",
  },
  interface: {
    apps: "Apps",
    company: "Company",
    allApps: "All apps",
    learnMore: "Learn more about {name}",
    productFeatures: "{name} features",
    launch: "Launch {name}",
    keyFeatures: "Key Features",
    perfectFor: "Perfect For",
    gettingStarted: "Getting Started",
    readyToTry: "Ready to try {name}?",
    tryNow: "Try {name} Now",
    opensInNewTab: "(opens in a new tab)",
    copyright: "© {year} {legalName}",
    language: "Language",
    routeError: "Unexpected Application Error!",
    routeErrorMessage: "Something went wrong while showing this page.",
    goHome: "Go to the home page",
    ourApps: "Our apps",
  },
}

const koreanTexts: PageContext["texts"] = {
  ...englishTexts,
  homeTitle: "Splenworks: 브라우저를 위한 앱",
  tagline: "브라우저에서 쓰는 앱을 만듭니다.",
  description: "Splenworks는 Gridly, Padly, Viewly를 만듭니다.",
  links: [
    { name: "GitHub", url: "https://github.com/Splenworks" },
    { name: "이메일", url: "mailto:contact@splenworks.com" },
  ],
  notFoundPage: {
    title: "페이지를 찾을 수 없음 | Splenworks",
    description: "이 주소에는 페이지가 없습니다.",
    heading: "페이지를 찾을 수 없습니다",
    message: "오래된 링크이거나 주소가 잘못 입력되었을 수 있습니다.",
  },
  interface: {
    apps: "앱",
    // Not translated yet: every page's footer shows it in English.
    company: { lang: "en", text: "Company" },
    allApps: "모든 앱",
    learnMore: "{name} 자세히 보기",
    productFeatures: "{name} 주요 특징",
    launch: "{name} 실행",
    keyFeatures: "주요 기능",
    perfectFor: "활용 사례",
    gettingStarted: "시작하기",
    readyToTry: "{name}, 지금 써 보세요",
    tryNow: "{name} 바로 사용하기",
    opensInNewTab: "(새 탭에서 열림)",
    copyright: "© {year} {legalName}",
    language: "언어",
    routeError: "예기치 않은 오류가 발생했습니다!",
    routeErrorMessage: "이 페이지를 표시하는 중에 문제가 생겼습니다.",
    goHome: "홈으로 가기",
    ourApps: "Splenworks 앱",
  },
}

/** What gatsby-plugin-image makes of a logo at a fixed width: a WebP source and a PNG fallback. */
function logo(file: string, width: number): IGatsbyImageData {
  const sizes = `${width / 16}rem`
  const srcSet = (type: string) => `/static/${file}-${width}.${type} ${width}w`
  return {
    layout: "fixed",
    width,
    height: width,
    images: {
      fallback: { src: `/static/${file}-${width}.png`, srcSet: srcSet("png"), sizes },
      sources: [{ type: "image/webp", srcSet: srcSet("webp"), sizes }],
    },
  }
}

type ProductIn = Omit<Product, "logo">

/** An app that takes the page's language in its address, with a small logo. */
const gridly: ProductIn = {
  name: "Gridly",
  productUrl: "/gridly",
  url: "https://gridly.example",
  appLanguage: { parameter: "lng", values: { ko: "ko" } },
  logoSize: "small",
  texts: {
    description: "A spreadsheet editor for your browser.",
    fullDescription: "Open, edit and calculate spreadsheets right in your browser.",
    features: ["Formulas", "No login"],
    page: {
      title: "Gridly: online spreadsheet editor",
      metaDescription: "Edit spreadsheets in your browser with Gridly, with formulas and no login.",
      features: [
        { title: "Formula support", description: "Write formulas with cell references." },
        { title: "No login required", description: "Open Gridly and start typing." },
      ],
      useCases: [
        { icon: "calculator", title: "Quick calculations", description: "Total a budget." },
      ],
      steps: [
        { title: "Open Gridly", description: "Go to gridly.example." },
        { title: "Start typing", description: "Click a cell and type." },
      ],
    },
  },
}

/** An app with one address for every language, and a large logo. */
const padly: ProductIn = {
  name: "Padly",
  productUrl: "/padly",
  url: "https://padly.example",
  appLanguage: null,
  logoSize: "large",
  texts: {
    description: "A text editor that saves locally.",
    fullDescription: "Write notes in a clean editor that saves in your browser.",
    features: ["Local saving"],
    page: {
      title: "Padly: online text editor",
      metaDescription: "Padly is a text editor in your browser that saves locally as you write.",
      features: [{ title: "Saves locally", description: "Your text stays in your browser." }],
      useCases: [{ icon: "notebook-pen", title: "Quick notes", description: "Jot down ideas." }],
      steps: [{ title: "Open Padly", description: "Go to padly.example." }],
    },
  },
}

/** The third card, below a phone's first screen: its logo loads lazily. */
const viewly: ProductIn = {
  ...padly,
  name: "Viewly",
  productUrl: "/viewly",
  url: "https://viewly.example",
  logoSize: "small",
  texts: { ...padly.texts, description: "An image viewer for your browser.", features: ["Images"] },
}

const englishProducts = [gridly, padly, viewly]

const koreanProducts: ProductIn[] = [
  {
    ...gridly,
    texts: {
      description: "브라우저에서 쓰는 스프레드시트 편집기입니다.",
      // Not translated yet, nor the first feature's title.
      fullDescription: {
        lang: "en",
        text: "Open, edit and calculate spreadsheets right in your browser.",
      },
      features: ["수식", "로그인 불필요"],
      page: {
        title: "Gridly: 온라인 스프레드시트 편집기",
        metaDescription: "Gridly로 브라우저에서 스프레드시트를 편집하세요.",
        features: [
          {
            title: { lang: "en", text: "Formula support" },
            description: "셀 참조로 수식을 쓰세요.",
          },
          { title: "로그인 불필요", description: "Gridly를 열고 바로 입력하세요." },
        ],
        useCases: [{ icon: "calculator", title: "빠른 계산", description: "예산을 합산하세요." }],
        steps: [
          { title: "Gridly 열기", description: "gridly.example로 가세요." },
          { title: "입력 시작", description: "셀을 누르고 입력하세요." },
        ],
      },
    },
  },
  // Its card's texts are not translated yet.
  {
    ...padly,
    texts: {
      ...padly.texts,
      description: { lang: "en", text: "A text editor that saves locally." },
      features: [{ lang: "en", text: "Local saving" }],
    },
  },
  { ...viewly, texts: { ...viewly.texts, description: "브라우저에서 쓰는 이미지 뷰어입니다." } },
]

const editions = {
  en: { texts: englishTexts, products: englishProducts },
  ko: { texts: koreanTexts, products: koreanProducts },
}

export type Lang = keyof typeof editions

/** The products in a language, as the home page shows them. */
export const productsIn = (lang: Lang): Product[] =>
  editions[lang].products.map((product) => ({ ...product, logo: logo(product.name, 64) }))

/** A page's context in a language; `sourcePath` on a page that exists in every language. */
export const pageContext = (lang: Lang, sourcePath?: string): PageContext => ({
  lang,
  site: { ...site, apps: englishProducts.map(({ name, productUrl }) => ({ name, productUrl })) },
  texts: editions[lang].texts,
  ...(sourcePath === undefined ? {} : { sourcePath }),
})

export const homePage = (lang: Lang): HomePageContext => ({
  ...pageContext(lang, "/"),
  products: productsIn(lang),
})

/** The page of the product at `index` in the data's order. */
export function productPage(lang: Lang, index = 0): ProductPageContext {
  const product = editions[lang].products[index]
  if (!product) throw new Error(`no product ${index} in the test content`)
  return {
    ...pageContext(lang, product.productUrl),
    product: { ...product, logo: logo(product.name, 96) },
  }
}
