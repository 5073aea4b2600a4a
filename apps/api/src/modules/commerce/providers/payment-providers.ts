import type { PaymentProviderName } from "@fz/contracts/commerce";
import { AppError } from "../../../lib/errors";
import type { PaymentProvider } from "./payment-provider";
import { type SandboxProvider, createSandboxProvider } from "./sandbox.provider";
import { createStripeProvider } from "./stripe.provider";

export interface PaymentProvidersConfig {
  defaultProvider: PaymentProviderName | null;
  sandbox: { webhookSecret: string } | null;
  stripe: { secretKey: string; webhookSecret: string; apiUrl: string | undefined } | null;
}

export type PaymentProviders = ReturnType<typeof createPaymentProviders>;

/** The providers this deployment has switched on (config/payments.ts decides which). */
export function createPaymentProviders(config: PaymentProvidersConfig) {
  const sandbox: SandboxProvider | null = config.sandbox ? createSandboxProvider({ webhookSecret: config.sandbox.webhookSecret }) : null;
  const stripe: PaymentProvider | null = config.stripe ? createStripeProvider(config.stripe) : null;
  const byName: Partial<Record<PaymentProviderName, PaymentProvider>> = {
    ...(sandbox ? { sandbox } : {}),
    ...(stripe ? { stripe } : {}),
  };

  return {
    sandbox,
    /** An enabled provider by name, or undefined. */
    get(name: string): PaymentProvider | undefined {
      return Object.hasOwn(byName, name) ? byName[name as PaymentProviderName] : undefined;
    },
    /** The provider a checkout asked for, or the default one. */
    pick(name: PaymentProviderName | undefined): PaymentProvider {
      const chosen = name ?? config.defaultProvider;
      const provider = chosen ? byName[chosen] : undefined;
      if (!provider) {
        throw new AppError("payment_provider_unavailable", chosen ? "Ese medio de pago no está disponible." : "Los pagos en línea no están disponibles en este momento.");
      }
      return provider;
    },
  };
}
