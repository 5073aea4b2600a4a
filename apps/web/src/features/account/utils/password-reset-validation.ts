import { passwordResetConfirm, passwordResetRequest } from "@fz/contracts/mail";

/** Zod issues as one message per field (the first problem of each). */
function byField(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? "");
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** The recovery form's e-mail, with the API's own rules and Spanish messages. */
export function validateRecoveryEmail(email: unknown): { email: string } | { errors: Record<string, string> } {
  const parsed = passwordResetRequest.safeParse({ email });
  return parsed.success ? { email: parsed.data.email } : { errors: byField(parsed.error.issues) };
}

/**
 * The new password and its repetition. The length rules are the API's (the same schema);
 * the repetition is the form's own check, so a typo is caught before the link is spent.
 */
export function validateNewPassword(
  token: string,
  password: string,
  confirmation: string,
): { password: string } | { errors: Record<string, string> } {
  const parsed = passwordResetConfirm.safeParse({ token, password });
  const errors = parsed.success ? {} : byField(parsed.error.issues);
  if (!errors.password) {
    if (confirmation === "") errors.confirmation = "Repite la contraseña nueva";
    else if (confirmation !== password) errors.confirmation = "Las contraseñas no coinciden";
  }
  if (Object.keys(errors).length > 0) return { errors };
  return { password };
}
