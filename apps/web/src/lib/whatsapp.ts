import { clientEnv } from "@/config/env";

/** Spec §1/§7: the visitor is asked for their name and the instrument they want to learn. */
export const WHATSAPP_MESSAGE =
  "¡Hola, FZ Academia! Quiero información sobre las clases.\nMi nombre es: \nEl instrumento que quiero aprender es: ";

export function whatsappLink(number: string = clientEnv.NEXT_PUBLIC_WHATSAPP_NUMBER, message: string = WHATSAPP_MESSAGE): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(message)}`;
}
