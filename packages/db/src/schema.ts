// The one list drizzle-kit and the client read; each domain's tables live in their own file.
export * from "./schema/reference";
export * from "./schema/users";
