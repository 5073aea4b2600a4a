import { buttonClasses } from "@/components/ui/button";
import { WhatsAppIcon } from "@/components/ui/icons";
import { OpenRegisterButton, type RegisterChoice } from "@/components/connected/open-register-button";
import { NEW_TAB_HINT_ID } from "@/config/navigation";
import { whatsappLink } from "@/lib/whatsapp";

/** Closing call to action: register (the modal) or ask on WhatsApp. */
export function CtaBand({
  title = "Tu primera clase te está esperando",
  text = "Crea tu cuenta gratis y mira hoy mismo los primeros temas de cualquier curso.",
  choice,
}: {
  title?: string;
  text?: string;
  choice?: RegisterChoice;
}) {
  return (
    <section aria-labelledby="cta-titulo" className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6">
      <div className="relative overflow-hidden rounded-3xl bg-primary px-6 py-10 sm:px-10 md:py-14">
        <div aria-hidden="true" className="pointer-events-none absolute -top-36 -right-30 size-[26rem] bg-radial-[closest-side] from-white/25 from-27% via-white/12 via-64% to-transparent" />
        <div className="relative flex flex-col items-start gap-6 md:flex-row md:items-center md:justify-between">
          <div className="max-w-xl">
            <h2 id="cta-titulo" className="text-2xl font-extrabold text-secondary text-balance sm:text-3xl">
              {title}
            </h2>
            <p className="mt-2 text-lg text-secondary">{text}</p>
          </div>
          <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <OpenRegisterButton variant="dark" size="lg" choice={choice}>
              Crear mi cuenta
            </OpenRegisterButton>
            <a
              href={whatsappLink()}
              target="_blank"
              rel="noopener noreferrer"
              aria-describedby={NEW_TAB_HINT_ID}
              className={buttonClasses("outline-dark", "lg")}
            >
              <WhatsAppIcon className="size-5" />
              Escríbenos
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}
