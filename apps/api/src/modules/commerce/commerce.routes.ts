import type { FastifyInstance } from "fastify";
import cartRoutes from "./cart.routes";
import type { CommerceService } from "./commerce.service";
import ordersRoutes from "./orders.routes";
import paymentsRoutes from "./payments.routes";
import productsRoutes from "./products.routes";
import sandboxCheckoutRoutes from "./sandbox-checkout.routes";

export interface CommerceRoutesOptions {
  commerce: CommerceService;
  /** PUBLIC_URL: base of the return pages and the sandbox page; else each request's origin. */
  publicUrl: string | undefined;
  /** SANDBOX_WEBHOOK_URL: where the sandbox delivers; else this server's own address. */
  sandboxWebhookUrl: string | undefined;
}

/** The shop's routes: products, cart, checkout and orders, webhooks and the sandbox's page. */
export default async function commerceRoutes(app: FastifyInstance, { commerce, publicUrl, sandboxWebhookUrl }: CommerceRoutesOptions) {
  await app.register(productsRoutes, { products: commerce.products });
  await app.register(cartRoutes, { cart: commerce.cart });
  await app.register(ordersRoutes, { orders: commerce.orders, publicUrl });
  await app.register(paymentsRoutes, { payments: commerce.payments });
  if (commerce.sandboxCheckout) {
    await app.register(sandboxCheckoutRoutes, { sandboxCheckout: commerce.sandboxCheckout, publicUrl, webhookUrl: sandboxWebhookUrl });
  }
}
