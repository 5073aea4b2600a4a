/** Where the shop reports what needs a person's attention (the app's pino logger fits). */
export interface CommerceLog {
  error(details: object, message: string): void;
  warn(details: object, message: string): void;
}
