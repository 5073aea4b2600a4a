// The facts the auth module announces; e-mail, points and notifications react to them.
declare module "../../lib/events" {
  interface DomainEvents {
    /** A new account was created (password or social sign-in), after its row committed. */
    "user.registered": { userId: number; email: string; firstName: string; emailVerified: boolean; at: Date };
    /** The owner of the account proved the address (first time only). */
    "user.email_verified": { userId: number; email: string; at: Date };
  }
}

export {};
