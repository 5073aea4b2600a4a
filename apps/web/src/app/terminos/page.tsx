import { TermsOfService } from "@/features/marketing/components/terms-of-service";
import { pageMetadata } from "@/lib/seo";

export const metadata = pageMetadata({
  title: "Términos y condiciones",
  description: "Condiciones de uso de la academia en línea FZ Academia: cuenta, planes, pagos, derecho de retracto y propiedad intelectual.",
  path: "/terminos",
});

export default function TermsPage() {
  return <TermsOfService />;
}
