import { test } from "./fixtures";
import { deleteFreshAccount } from "./account-deletion.journey";

test("a student deletes a freshly registered account from «Mi cuenta» and cannot sign in again", async ({ page }) => {
  await deleteFreshAccount(page, "desktop");
});
