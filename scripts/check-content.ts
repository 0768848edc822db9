// `npm run check:content`: the build's content check alone, in a second or two.
import { formatProblems, productsDir, validateProducts } from "../gatsby/validate-products"

validateProducts(productsDir).then((problems) => {
  if (problems.length > 0) {
    console.error(formatProblems(problems))
    process.exitCode = 1
  } else {
    console.log("The product files are valid.")
  }
})
