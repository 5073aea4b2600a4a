/**
 * Runs the Mercado Pago and Wompi test doubles as a process of their own, for the browser
 * journeys (playwright.config.ts starts it beside the server, in CI too) or by hand:
 *   PAYMENT_DOUBLES_APP_URL=http://127.0.0.1:3000 MERCADOPAGO_DOUBLE_PORT=4100 WOMPI_DOUBLE_PORT=4101 \
 *   MERCADOPAGO_ACCESS_TOKEN=… MERCADOPAGO_WEBHOOK_SECRET=… WOMPI_PUBLIC_KEY=… (the four Wompi keys) npx tsx apps/api/test/doubles/serve.ts
 * They deliver webhooks to the app as the real providers would (signed with the same secrets).
 */
import { startMercadoPagoDouble } from "./mercadopago-double";
import { startWompiDouble } from "./wompi-double";

function setting(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
}

const appUrl = (process.env.PAYMENT_DOUBLES_APP_URL ?? "http://127.0.0.1:3000").replace(/\/+$/, "");
const wompi = await startWompiDouble({
  publicKey: setting("WOMPI_PUBLIC_KEY"),
  privateKey: setting("WOMPI_PRIVATE_KEY"),
  integritySecret: setting("WOMPI_INTEGRITY_SECRET"),
  eventsSecret: setting("WOMPI_EVENTS_SECRET"),
  eventsUrl: `${appUrl}/api/sales/webhooks/wompi/`,
  port: Number(process.env.WOMPI_DOUBLE_PORT ?? 4101),
});
// Started last: whoever waits for its port finds both doubles listening.
const mercadoPago = await startMercadoPagoDouble({
  accessToken: setting("MERCADOPAGO_ACCESS_TOKEN"),
  webhookSecret: setting("MERCADOPAGO_WEBHOOK_SECRET"),
  webhookUrl: `${appUrl}/api/sales/webhooks/mercadopago/`,
  port: Number(process.env.MERCADOPAGO_DOUBLE_PORT ?? 4100),
});
console.log(`Payment doubles: Mercado Pago ${mercadoPago.url}, Wompi ${wompi.url} → ${appUrl}`);

const stop = () => void Promise.all([mercadoPago.close(), wompi.close()]).finally(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
