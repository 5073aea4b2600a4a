/** Spanish names of the e-mails the academy sends. */
const KINDS: Record<string, string> = {
  verify_email: "Verificación de correo",
  password_reset: "Restablecer contraseña",
  order_receipt: "Recibo de compra",
  access_expiring: "Acceso por vencer",
  checkout_reminder: "Recordatorio de carrito",
  account_change: "Cambio en tu cuenta",
  weekly_summary: "Resumen semanal de práctica",
};

export function mailKindLabel(kind: string): string {
  return KINDS[kind] ?? kind;
}
