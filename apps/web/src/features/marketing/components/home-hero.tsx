import { Image } from "@/components/ui/image";
import { MusicNoteIcon, WhatsAppIcon } from "@/components/ui/icons";
import { OpenRegisterButton } from "@/components/connected/open-register-button";
import { buttonClasses } from "@/components/ui/button";
import { COURSE_SLUGS, courseImage, FALLBACK_IMAGE } from "@/config/courses";
import { NEW_TAB_HINT_ID } from "@/config/navigation";
import { whatsappLink } from "@/lib/whatsapp";

const highlights = ["Clases en video por niveles", "Ejercicios para comprobar lo aprendido", "Primeros temas gratis"];

export function HomeHero() {
  return (
    <section aria-labelledby="hero-titulo" className="relative overflow-hidden bg-secondary text-white">
      {/* A soft glow drawn as a radial gradient (clear core, half at the old disc's edge), not a
          blurred disc: a 64 px blur is rasterised over the whole area before the first frame
          shows (in software on many phones and in Lighthouse), which held the hero back. */}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-64 -right-56 size-[44rem] bg-radial-[closest-side] from-primary/25 from-27% via-primary/12 via-64% to-transparent"
      />
      <div className="relative mx-auto grid max-w-6xl items-center gap-10 px-4 py-14 sm:px-6 md:grid-cols-[1.1fr_0.9fr] md:py-20">
        <div className="flex flex-col gap-6">
          <p className="inline-flex w-fit items-center gap-2 rounded-full bg-white/10 px-4 py-1.5 text-sm font-semibold text-primary">
            Academia de música vallenata en línea
          </p>
          <h1 id="hero-titulo" className="text-4xl leading-[1.1] font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            Aprende a tocar vallenato <span className="text-primary">desde tu casa</span>
          </h1>
          <p className="max-w-xl text-lg leading-relaxed text-neutral-200 sm:text-xl">
            Acordeón, guitarra, caja y guacharaca con cursos por niveles, videos paso a paso y ejercicios. Estudia a tu ritmo,
            desde el celular o el computador.
          </p>
          <ul className="flex flex-col gap-2 text-neutral-100 sm:flex-row sm:flex-wrap sm:gap-x-6">
            {highlights.map((item) => (
              <li key={item} className="flex items-center gap-2">
                <span aria-hidden="true" className="size-2 rounded-full bg-primary" />
                {item}
              </li>
            ))}
          </ul>
          <div className="flex flex-col gap-3 sm:flex-row">
            <OpenRegisterButton size="lg">Empieza gratis</OpenRegisterButton>
            <a
              href={whatsappLink()}
              target="_blank"
              rel="noopener noreferrer"
              aria-describedby={NEW_TAB_HINT_ID}
              className={buttonClasses("outline-light", "lg")}
            >
              <WhatsAppIcon className="size-5" />
              Pregunta por WhatsApp
            </a>
          </div>
        </div>
        <div className="relative mx-auto w-full max-w-xs sm:max-w-md md:max-w-none">
          <div className="relative aspect-[3/2] overflow-hidden rounded-3xl shadow-2xl ring-1 shadow-black/40 ring-white/10">
            <Image
              src={courseImage(COURSE_SLUGS.acordeon)}
              fallbackSrc={FALLBACK_IMAGE}
              alt="Ilustración de un acordeón vallenato rojo y dorado sobre un escenario iluminado"
              width={1200}
              height={800}
              priority
              sizes="(min-width: 1152px) 512px, (min-width: 768px) 42vw, (min-width: 640px) 448px, 320px"
            />
          </div>
          <p className="absolute -bottom-4 left-4 inline-flex items-center gap-2 rounded-2xl bg-white px-4 py-2 text-sm font-semibold text-secondary shadow-lg sm:left-6">
            <MusicNoteIcon className="size-4 text-primary-ink" />
            Paseo, merengue, son y puya
          </p>
        </div>
      </div>
    </section>
  );
}
