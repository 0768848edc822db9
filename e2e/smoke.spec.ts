import { expect, test } from "@playwright/test"

test("the home page answers with the company title", async ({ page }) => {
  const response = await page.goto("/")
  expect(response?.status()).toBe(200)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Splenworks")
})
