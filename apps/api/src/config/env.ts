import { type Env, envSchema } from "./env.schema";
import { paymentsProblems } from "./payments";
import { socialAuthProblems } from "./social-auth";

export { type Env, envSchema } from "./env.schema";

export class ConfigError extends Error {}

/** Parses the environment, failing with the full list of bad variables. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const result = envSchema.safeParse(cleaned);
  const problems = result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join(".") || "(env)"}: ${issue.message}`);
  // Rules across variables, checked on the raw values so they are listed with the rest.
  if (cleaned.NODE_ENV === "production" && !cleaned.JWT_SECRET) problems.push("JWT_SECRET: is required in production");
  if (cleaned.NODE_ENV === "production" && ["true", "1"].includes(cleaned.BENCH_INTERNALS ?? "")) {
    problems.push("BENCH_INTERNALS: is a benchmark aid and is refused in production");
  }
  problems.push(...socialAuthProblems(cleaned));
  problems.push(...paymentsProblems(cleaned));
  const s3 = ["S3_BUCKET", "S3_REGION", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;
  const s3Set = s3.filter((name) => cleaned[name]);
  if (s3Set.length > 0 && s3Set.length < s3.length) {
    problems.push(`S3: ${s3.filter((name) => !cleaned[name]).join(", ")} missing (set all of ${s3.join(", ")}, or none)`);
  }
  if (cleaned.S3_ENDPOINT && s3Set.length === 0) problems.push("S3_ENDPOINT: set S3_BUCKET, S3_REGION and the keys too");
  if (cleaned.S3_PUBLIC_ENDPOINT && s3Set.length === 0) problems.push("S3_PUBLIC_ENDPOINT: set S3_BUCKET, S3_REGION and the keys too");
  if (result.success && problems.length === 0) return result.data;
  const lines = problems.map((problem) => `  - ${problem}`);
  throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
}
