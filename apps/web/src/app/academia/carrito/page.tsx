import type { Metadata } from "next";
import { CartPage } from "@/features/commerce/components/cart-page";

export const metadata: Metadata = { title: "Carrito", robots: { index: false } };

type Search = Record<string, string | string[] | undefined>;

function single(value: string | string[] | undefined): string | undefined {
  const text = Array.isArray(value) ? value[0] : value;
  return text && text.length <= 160 ? text : undefined;
}

export default async function AcademyCartPage({ searchParams }: { searchParams: Promise<Search> }) {
  const search = await searchParams;
  // `?elegir=todo&curso=…` (or `&nivel=…`): "todos los niveles" chosen before signing in, length still open.
  const course = single(search.curso);
  const level = single(search.nivel);
  const chooser = search.elegir === "todo" && (course || level) ? { course, level } : null;
  return <CartPage chooser={chooser} />;
}
