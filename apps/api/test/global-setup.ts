import { openDatabase } from "@fz/db/client";

/** On PostgreSQL: a fresh schema for the whole run, migrated once. */
export default async function setup() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const handle = await openDatabase({ url, poolSize: 1 });
  try {
    await handle.exec("DROP SCHEMA IF EXISTS drizzle CASCADE; DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;");
    await handle.migrate();
  } finally {
    await handle.close();
  }
}
