/** Sections behind sign-in; they are also the non-public pages of spec §1/§6. */
export const PROTECTED_PREFIXES = ["/academia", "/admin", "/profesor"] as const;

export const SIGN_IN_PATH = "/ingresar";
export const REGISTER_PATH = "/registro";
export const ACADEMY_PATH = "/academia";
export const ADMIN_PATH = "/admin";
/** Asking for a password reset link ("¿Olvidaste tu contraseña?"). */
export const PASSWORD_RECOVERY_PATH = "/recuperar-contrasena";

export function isProtectedPath(pathname: string): boolean {
  return PROTECTED_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** `general.isPublic`: the marketing site and the auth pages are public. */
export function isPublicPath(pathname: string): boolean {
  return !isProtectedPath(pathname);
}

/**
 * Only same-site paths are accepted as `?next=` targets, so a crafted sign-in link cannot
 * send the user to another site after they sign in.
 */
export function safeNextPath(next: string | null | undefined, fallback: string = ACADEMY_PATH): string {
  if (!next || !next.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return fallback;
  return next;
}

/** Where a user lands after signing in without a `?next=`: the back office for an admin, the academy otherwise. */
export function homePathFor(role: string | null | undefined): string {
  return role === "admin" ? ADMIN_PATH : ACADEMY_PATH;
}

/**
 * After signing in: the requested same-site `?next=`, else the user's home. An admin asked
 * to go to the academy's front door (the default the sign-in links carry) goes to /admin.
 */
export function afterSignInPath(next: string | null | undefined, role: string | null | undefined): string {
  const requested = safeNextPath(next, "");
  if (requested === "" || (role === "admin" && requested === ACADEMY_PATH)) return homePathFor(role);
  return requested;
}
