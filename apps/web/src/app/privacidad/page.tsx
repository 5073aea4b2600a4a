import { PrivacyPolicy } from "@/features/marketing/components/privacy-policy";
import { pageMetadata } from "@/lib/seo";

export const metadata = pageMetadata({
  title: "Política de privacidad",
  description: "Cómo trata FZ Academia tus datos personales según la Ley 1581 de 2012, y cómo ejercer tus derechos.",
  path: "/privacidad",
});

export default function PrivacyPage() {
  return <PrivacyPolicy />;
}
