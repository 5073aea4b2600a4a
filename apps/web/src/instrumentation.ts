/**
 * Runs once when the Next server starts (also inside the one-process server): a wrong server
 * setting stops it at start-up with the list of what to fix, instead of failing on the first
 * request that needs it. The public settings were checked when the app was built. Next only
 * logs an error thrown here and serves anyway, hence the explicit exit.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { getSocialSignInConfig, parseServerEnv } = await import("@/config/env-schema");
  try {
    parseServerEnv();
    getSocialSignInConfig();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
