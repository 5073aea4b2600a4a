import { expect, test } from "./fixtures";
import { deleteFreshAccount } from "./account-deletion.journey";

test.use({ viewport: { width: 360, height: 780 } });

test("at 360 px: a student deletes a freshly registered account from «Mi cuenta» and cannot sign in again", async ({ page }) => {
  await deleteFreshAccount(page, "phone");
  // Nothing wider than the phone on the way out.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
