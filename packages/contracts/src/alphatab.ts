/**
 * Where the app serves alphaTab's browser files (its version in the path: cached for a year).
 * A module of its own, without zod: the score view's chunk imports it, and a schema module would
 * bring the whole validation library into the lesson's page (decision 070).
 */
export const ALPHATAB_VERSION = "1.8.4";
export const ALPHATAB_ASSETS = `/vendor/alphatab/${ALPHATAB_VERSION}/`;
