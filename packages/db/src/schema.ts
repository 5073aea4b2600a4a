// The one list drizzle-kit and the client read; each domain's tables live in their own file.
export * from "./schema/access";
export * from "./schema/audit";
export * from "./schema/blog";
export * from "./schema/catalogue";
export * from "./schema/commerce";
export * from "./schema/learning";
export * from "./schema/mail";
export * from "./schema/notifications";
export * from "./schema/points";
export * from "./schema/practice";
export * from "./schema/progression";
export * from "./schema/identity";
export * from "./schema/reference";
export * from "./schema/scores";
export * from "./schema/users";
export * from "./schema/teaching";
