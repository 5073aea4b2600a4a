/** A user as the API sends it (snake_case). */
export function wireUser(overrides: Record<string, unknown> = {}) {
  return {
    id: 7,
    email: "ana@example.com",
    first_name: "Ana",
    last_name: "Díaz",
    role: "student",
    country_id: 1,
    instrument_id: 2,
    email_verified: false,
    points: 0,
    created_at: "2025-01-01T00:00:00.000Z",
    ...overrides,
  };
}
