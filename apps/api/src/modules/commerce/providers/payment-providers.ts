import type { Currency, PaymentOption, PaymentProviderName } from "@fz/contracts/commerce";
import { AppError } from "../../../lib/errors";
import { type MercadoPagoProviderOptions, createMercadoPagoProvider } from "./mercadopago.provider";
import type { PaymentProvider } from "./payment-provider";
import { type SandboxProvider, createSandboxProvider } from "./sandbox.provider";
import { createStripeProvider } from "./stripe.provider";
import { type WompiProviderOptions, createWompiProvider } from "./wompi.provider";

export interface PaymentProvidersConfig {
  defaultProvider: PaymentProviderName | null;
  sandbox: { webhookSecret: string } | null;
  stripe: { secretKey: string; webhookSecret: string; apiUrl: string | undefined } | null;
  mercadopago?: MercadoPagoProviderOptions | null;
  wompi?: WompiProviderOptions | null;
}

/** The providers this deployment has switched on (config/payments.ts decides which). */
export interface PaymentProviders {
  /** The sandbox, when switched on (its page and its webhook deliveries). */
  sandbox: SandboxProvider | null;
  /** An enabled provider by name, or undefined. */
  get(name: string): PaymentProvider | undefined;
  /** What the checkout page offers for a currency, in the order to show it. */
  options(currency: Currency): PaymentOption[];
  /** The provider a checkout without a choice uses for this currency, or null. */
  defaultFor(currency: Currency): PaymentProviderName | null;
  /** The provider a checkout asked for, or the default one (the first that takes the currency). */
  pick(name: PaymentProviderName | undefined, currency: Currency): PaymentProvider;
}

const CURRENCY_WORDS: Record<Currency, string> = { COP: "pesos colombianos (COP)", USD: "dólares (USD)" };

export function createPaymentProviders(config: PaymentProvidersConfig): PaymentProviders {
  const sandbox: SandboxProvider | null = config.sandbox ? createSandboxProvider({ webhookSecret: config.sandbox.webhookSecret }) : null;
  const all: PaymentProvider[] = [
    ...(config.wompi ? [createWompiProvider(config.wompi)] : []),
    ...(config.mercadopago ? [createMercadoPagoProvider(config.mercadopago)] : []),
    ...(config.stripe ? [createStripeProvider(config.stripe)] : []),
    ...(sandbox ? [sandbox] : []),
  ];
  const byName = new Map<string, PaymentProvider>(all.map((provider) => [provider.name, provider]));

  /** Who takes this currency: for pesos the local providers (PSE, Nequi…) first, then the rest. */
  function forCurrency(currency: Currency): PaymentProvider[] {
    const taking = all.filter((provider) => provider.currencies.includes(currency));
    return currency === "COP" ? [...taking.filter((p) => p.local), ...taking.filter((p) => !p.local)] : taking.filter((p) => !p.local).concat(taking.filter((p) => p.local));
  }

  return {
    sandbox,
    get(name: string): PaymentProvider | undefined {
      return byName.get(name);
    },
    options(currency: Currency): PaymentOption[] {
      return forCurrency(currency).map((provider) => ({
        provider: provider.name,
        label: provider.option.label,
        description: provider.option.description,
        test_mode: provider.option.testMode,
      }));
    },
    defaultFor(currency: Currency): PaymentProviderName | null {
      const preferred = config.defaultProvider ? byName.get(config.defaultProvider) : undefined;
      return (preferred?.currencies.includes(currency) ? preferred : forCurrency(currency)[0])?.name ?? null;
    },
    pick(name: PaymentProviderName | undefined, currency: Currency): PaymentProvider {
      if (name) {
        const provider = byName.get(name);
        if (!provider) throw new AppError("payment_provider_unavailable", "Ese medio de pago no está disponible.");
        if (!provider.currencies.includes(currency)) {
          throw new AppError("payment_provider_unavailable", `${provider.option.label} solo recibe pagos en ${provider.currencies.map((c) => CURRENCY_WORDS[c]).join(" o ")}. Elige otro medio de pago u otra moneda.`);
        }
        return provider;
      }
      const preferred = config.defaultProvider ? byName.get(config.defaultProvider) : undefined;
      const provider = preferred?.currencies.includes(currency) ? preferred : forCurrency(currency)[0];
      if (!provider) throw new AppError("payment_provider_unavailable", "Los pagos en línea no están disponibles en este momento.");
      return provider;
    },
  };
}
