/**
 * Placeholder for records whose fields the spec does not show (products, courses, levels,
 * posts...). The issues that build those domains replace it with their contract types.
 */
export type Entity = { id: number | string } & Record<string, unknown>;
