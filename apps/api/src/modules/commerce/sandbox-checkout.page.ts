import type { Currency, Order } from "@fz/contracts/commerce";
import { formatMoneyText } from "../../lib/money-text";
import { escapeHtml } from "../../lib/html";

export type SandboxPageState =
  /** Waiting for the visitor's decision (after a failed notification, with `error` set). */
  | { kind: "pending"; order: Order; error?: string }
  /** Already decided; `returnUrl` leads back to the shop's page for the result. */
  | { kind: "done"; order: Order; returnUrl: string | null }
  | { kind: "missing" };


/** es-CO money for people ("$ 49.900 COP"), pesos without centavos; the API's own fields stay exact decimal strings. */
const formatMoney = (amountMinor: number, currency: Currency): string => formatMoneyText(amountMinor, currency);

const STYLE = `
  *{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f4f5;color:#2D2D2D}
  main{max-width:36rem;margin:2rem auto;padding:0 1rem}
  .card{background:#fff;border-radius:12px;box-shadow:0 1px 4px rgba(0,0,0,.08);padding:1.5rem}
  .banner{background:#fff4e0;border:1px solid #FFA304;border-radius:8px;padding:.75rem 1rem;margin-bottom:1rem;font-size:.95rem}
  h1{font-size:1.35rem;margin:0 0 .25rem}p.muted{color:#52525b;margin:0 0 1rem}
  table{width:100%;border-collapse:collapse;margin:1rem 0}td{padding:.5rem 0;border-bottom:1px solid #e4e4e7;vertical-align:top}
  td.amount{text-align:right;white-space:nowrap;padding-left:1rem}tr.total td{font-weight:700;border-bottom:0}
  .actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1rem}
  button,a.button{font:inherit;font-weight:600;border-radius:8px;padding:.7rem 1.2rem;border:0;cursor:pointer;text-decoration:none;display:inline-block}
  .approve{background:#4caf50;color:#fff}.decline{background:#e22434;color:#fff}.cancel{background:#e4e4e7;color:#2D2D2D}
  .error{background:#fdecee;border:1px solid #e22434;border-radius:8px;padding:.75rem 1rem;margin-bottom:1rem}
  button:focus-visible,a.button:focus-visible{outline:3px solid #FFA304;outline-offset:2px}
`;

function layout(title: string, body: string, nonce: string): string {
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} — FZ Academia</title>
<style nonce="${nonce}">${STYLE}</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

function orderTable(order: Order): string {
  const rows = order.items
    .map((item) => `<tr><td>${escapeHtml(item.description)}</td><td class="amount">${formatMoney(item.subtotal.amount_minor, order.currency)}</td></tr>`)
    .join("");
  const discount =
    order.discount.amount_minor > 0
      ? `<tr><td>Descuento${order.coupon_code ? ` (cupón ${escapeHtml(order.coupon_code)})` : ""}</td><td class="amount">−${formatMoney(order.discount.amount_minor, order.currency)}</td></tr>`
      : "";
  return `<table aria-label="Productos del pedido"><tbody>${rows}${discount}<tr class="total"><td>Total</td><td class="amount">${formatMoney(order.total.amount_minor, order.currency)} ${order.currency}</td></tr></tbody></table>`;
}

/**
 * The sandbox provider's hosted checkout: what a real provider's payment page does, in
 * Spanish and without a card — approve, decline or cancel, posted back to this same page.
 */
export function renderSandboxPage(state: SandboxPageState, nonce: string): string {
  const banner = `<div class="banner" role="note"><strong>Pasarela de pruebas.</strong> No se realiza ningún cobro real: tú decides el resultado del pago.</div>`;
  if (state.kind === "missing") {
    return layout(
      "Sesión de pago no encontrada",
      `<div class="card"><h1>Sesión de pago no encontrada</h1><p class="muted">El enlace de pago no es válido o ya no existe. Vuelve a tu carrito e inténtalo de nuevo.</p></div>`,
      nonce,
    );
  }
  const { order } = state;
  const heading = `<h1>Pedido #${order.id}</h1><p class="muted">FZ Academia · ${order.items.length === 1 ? "1 producto" : `${order.items.length} productos`}</p>`;
  if (state.kind === "done") {
    const back = state.returnUrl ? `<div class="actions"><a class="button cancel" href="${escapeHtml(state.returnUrl)}">Volver a FZ Academia</a></div>` : "";
    return layout(
      "Pago procesado",
      `${banner}<div class="card">${heading}${orderTable(order)}<p role="status">Este pago ya fue procesado. Estado del pedido: <strong>${escapeHtml(order.status_label)}</strong>.</p>${back}</div>`,
      nonce,
    );
  }
  const error = state.error ? `<div class="error" role="alert">${escapeHtml(state.error)}</div>` : "";
  return layout(
    "Pago de prueba",
    `${banner}<div class="card">${error}${heading}${orderTable(order)}
<form method="post">
<div class="actions">
<button class="approve" type="submit" name="decision" value="approve">Aprobar pago</button>
<button class="decline" type="submit" name="decision" value="decline">Rechazar pago</button>
<button class="cancel" type="submit" name="decision" value="cancel">Cancelar</button>
</div>
</form></div>`,
    nonce,
  );
}
