import { formatLongDate } from "../../lib/dates";
import { escapeHtml } from "../../lib/html";

/**
 * The transactional messages, in Spanish, each as HTML (inline styles: mail clients drop
 * stylesheets) and plain text. Brand colours from spec §9: primary #FFA304, secondary #2D2D2D.
 */

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

const PRIMARY = "#FFA304";
const SECONDARY = "#2D2D2D";

// Every interpolated value goes through this: names and titles come from users and admins.


interface Layout {
  subject: string;
  greetingName: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Lines after the button (e.g. "if you did not ask for this…"). */
  footnotes?: string[];
  list?: string[];
}

function render({ subject, greetingName, paragraphs, action, footnotes = [], list = [] }: Layout): RenderedMail {
  const greeting = greetingName.trim() ? `Hola, ${greetingName.trim()}:` : "Hola:";
  const p = (text: string) => `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:${SECONDARY}">${escapeHtml(text)}</p>`;
  const items = list.length
    ? `<ul style="margin:0 0 16px;padding-left:20px;color:${SECONDARY};font-size:16px;line-height:1.5">${list
        .map((item) => `<li>${escapeHtml(item)}</li>`)
        .join("")}</ul>`
    : "";
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:${PRIMARY};color:${SECONDARY};font-weight:bold;text-decoration:none;padding:12px 24px;border-radius:6px">${escapeHtml(action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#666">Si el botón no funciona, copia este enlace en tu navegador:<br><a href="${escapeHtml(action.url)}" style="color:${SECONDARY};word-break:break-all">${escapeHtml(action.url)}</a></p>`
    : "";
  const notes = footnotes.map((note) => `<p style="margin:0 0 8px;font-size:13px;color:#666">${escapeHtml(note)}</p>`).join("");
  const html = `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f4f4;font-family:Arial,Helvetica,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f4;padding:24px 0"><tr><td align="center">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="background:${SECONDARY};padding:20px 32px;font-size:22px;font-weight:bold;color:${PRIMARY}">FZ Academia</td></tr>
<tr><td style="padding:32px">
${p(greeting)}
${paragraphs.map(p).join("\n")}
${items}
${button}
${notes}
</td></tr>
<tr><td style="background:${PRIMARY};padding:12px 32px;font-size:12px;color:${SECONDARY}">FZ Academia · Aprende música vallenata en línea</td></tr>
</table></td></tr></table>
</body></html>`;
  const text = [
    greeting,
    "",
    ...paragraphs.flatMap((line) => [line, ""]),
    ...(list.length ? [...list.map((item) => `- ${item}`), ""] : []),
    ...(action ? [`${action.label}: ${action.url}`, ""] : []),
    ...(footnotes.length ? [...footnotes, ""] : []),
    "— FZ Academia",
  ].join("\n");
  return { subject, html, text };
}

export function verifyEmailMail({ firstName, link, hours }: { firstName: string; link: string; hours: number }): RenderedMail {
  return render({
    subject: "Confirma tu correo electrónico — FZ Academia",
    greetingName: firstName,
    paragraphs: [
      "Gracias por registrarte en FZ Academia. Confirma que este correo es tuyo para proteger tu cuenta; al hacerlo ganarás 100 puntos.",
    ],
    action: { label: "Confirmar mi correo", url: link },
    footnotes: [`El enlace vence en ${hours} horas y solo se puede usar una vez.`, "Si no creaste esta cuenta, ignora este mensaje."],
  });
}

export function passwordResetMail({ firstName, link, minutes }: { firstName: string; link: string; minutes: number }): RenderedMail {
  return render({
    subject: "Restablece tu contraseña — FZ Academia",
    greetingName: firstName,
    paragraphs: ["Recibimos una solicitud para restablecer la contraseña de tu cuenta de FZ Academia."],
    action: { label: "Elegir una contraseña nueva", url: link },
    footnotes: [
      `El enlace vence en ${minutes} minutos y solo se puede usar una vez. Al cambiar la contraseña se cerrarán tus sesiones abiertas.`,
      "Si no lo pediste, ignora este mensaje: tu contraseña seguirá siendo la misma.",
    ],
  });
}

/** The receipt's money lines, already formatted ("$ 49.900 COP"). */
export interface ReceiptAmounts {
  subtotal?: string | null;
  /** The coupon's discount and its code, when one was used. */
  discount?: { amount: string; code: string | null } | null;
  /** The IVA the total includes (pesos); null for a total without IVA (dollars). */
  vat?: { amount: string; ratePercent: number } | null;
}

export function orderReceiptMail(input: {
  firstName: string;
  orderId: number;
  items: string[];
  total: string | null;
  paidAt: Date;
  link: string;
} & ReceiptAmounts): RenderedMail {
  const amounts = input.total
    ? [
        ...(input.subtotal ? [`Subtotal: ${input.subtotal}`] : []),
        ...(input.discount ? [`Descuento${input.discount.code ? ` (cupón ${input.discount.code})` : ""}: −${input.discount.amount}`] : []),
        `Total: ${input.total}`,
        input.vat ? `IVA (${input.vat.ratePercent} %) incluido en el total: ${input.vat.amount}` : "Precio sin IVA (compra en dólares desde fuera de Colombia)",
      ]
    : [];
  return render({
    subject: `Recibo de tu compra #${input.orderId} — FZ Academia`,
    greetingName: input.firstName,
    paragraphs: [
      `Recibimos el pago de tu pedido #${input.orderId} el ${formatLongDate(input.paidAt)}. Ya tienes acceso a lo que compraste:`,
    ],
    list: [...input.items, ...amounts],
    action: { label: "Ir a la academia", url: input.link },
    footnotes: ["Conserva este correo como comprobante de tu compra."],
  });
}

/** What an administrator changed in the student's account (or a payment given back), and why. */
export function accountChangeMail(input: { firstName: string; subject: string; paragraphs: string[]; reason: string | null; link: string; action: string }): RenderedMail {
  return render({
    subject: `${input.subject} — FZ Academia`,
    greetingName: input.firstName,
    paragraphs: [...input.paragraphs, ...(input.reason ? [`Motivo: ${input.reason}`] : [])],
    action: { label: input.action, url: input.link },
    footnotes: ["¿Tienes preguntas? Escríbenos por WhatsApp desde la academia."],
  });
}

export function accessExpiringMail(input: { firstName: string; what: string; endsAt: Date; link: string }): RenderedMail {
  return render({
    subject: "Tu acceso está por vencer — FZ Academia",
    greetingName: input.firstName,
    paragraphs: [
      `Tu acceso a ${input.what} vence el ${formatLongDate(input.endsAt)}.`,
      "Renueva tu suscripción o canjea tus puntos para seguir aprendiendo sin interrupciones.",
    ],
    action: { label: "Renovar mi acceso", url: input.link },
  });
}

export function checkoutReminderMail(input: { firstName: string; items: string[]; cartLink: string; whatsappLink: string; settingsLink: string }): RenderedMail {
  return render({
    subject: "Tu carrito te espera — FZ Academia",
    greetingName: input.firstName,
    paragraphs: [
      input.items.length === 1 ? "Dejaste esto en tu carrito y sigue guardado para ti:" : "Dejaste estos productos en tu carrito y siguen guardados para ti:",
    ],
    list: input.items,
    action: { label: "Ir a mi carrito", url: input.cartLink },
    footnotes: [
      `¿Tienes dudas sobre el pago o el plan que te conviene? Escríbenos por WhatsApp: ${input.whatsappLink}`,
      `Solo te enviamos este recordatorio una vez. Puedes desactivarlo en ${input.settingsLink}`,
    ],
  });
}

export function weeklySummaryMail(input: { firstName: string; subject: string; paragraphs: string[]; list: string[]; link: string; settingsLink: string }): RenderedMail {
  return render({
    subject: `${input.subject} — FZ Academia`,
    greetingName: input.firstName,
    paragraphs: input.paragraphs,
    list: input.list,
    action: { label: "Ver mi práctica", url: input.link },
    footnotes: [`Te enviamos este resumen una vez por semana. Puedes desactivarlo en ${input.settingsLink}`],
  });
}
