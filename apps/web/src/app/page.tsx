import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";
import { WhatsAppIcon } from "@/components/ui/icons";
import { REGISTER_PATH } from "@/lib/routes";
import { whatsappLink } from "@/lib/whatsapp";

const instruments = [
  { name: "Acordeón", detail: "Pitos, bajos y los aires del vallenato" },
  { name: "Guitarra", detail: "Acordes, ritmos y acompañamiento" },
  { name: "Caja vallenata", detail: "El pulso de cada canción" },
  { name: "Guacharaca", detail: "Rasgueos y golpes tradicionales" },
];

const steps = [
  { title: "Crea tu cuenta", text: "Regístrate gratis en menos de un minuto y cuéntanos qué instrumento quieres aprender." },
  { title: "Elige tu curso", text: "Cada curso avanza por niveles, con temas en video pensados para empezar desde cero." },
  { title: "Practica a tu ritmo", text: "Resuelve ejercicios, gana puntos y pregunta a tus profesores cuando lo necesites." },
];

export default function HomePage() {
  return (
    <>
      <section className="relative overflow-hidden bg-secondary text-white">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-24 -right-24 size-96 rounded-full bg-primary/25 blur-3xl"
        />
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -bottom-32 -left-20 size-80 rounded-full bg-primary/10 blur-3xl"
        />
        <div className="relative mx-auto flex max-w-6xl flex-col gap-8 px-4 py-20 sm:px-6 md:py-28">
          <p className="inline-flex w-fit items-center gap-2 rounded-full bg-white/10 px-4 py-1.5 text-sm font-semibold text-primary">
            Academia de música en línea
          </p>
          <h1 className="max-w-3xl text-4xl leading-tight font-extrabold tracking-tight sm:text-5xl md:text-6xl">
            Aprende música vallenata <span className="text-primary">en línea</span>
          </h1>
          <p className="max-w-2xl text-lg leading-relaxed text-neutral-200 sm:text-xl">
            Clases de acordeón, guitarra, caja y guacharaca con cursos por niveles, videos y ejercicios. Estudia desde
            cualquier lugar, a tu ritmo.
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Link href={REGISTER_PATH} className={buttonClasses("primary", "lg")}>
              Empieza gratis
            </Link>
            <a
              href={whatsappLink()}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses("outline-light", "lg")}
            >
              <WhatsAppIcon className="size-5" />
              Pregunta por WhatsApp
            </a>
          </div>
        </div>
      </section>

      <section aria-labelledby="instrumentos" className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6">
        <h2 id="instrumentos" className="text-3xl font-extrabold tracking-tight">
          ¿Qué quieres tocar?
        </h2>
        <p className="mt-2 max-w-2xl text-lg text-neutral-700">
          Los instrumentos del vallenato, enseñados por músicos que los tocan todos los días.
        </p>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {instruments.map((instrument) => (
            <li
              key={instrument.name}
              className="rounded-2xl border border-neutral-200 p-6 transition-shadow hover:shadow-lg hover:shadow-black/5"
            >
              <span aria-hidden="true" className="mb-4 block h-1.5 w-10 rounded-full bg-primary" />
              <h3 className="text-xl font-bold">{instrument.name}</h3>
              <p className="mt-1 text-neutral-700">{instrument.detail}</p>
            </li>
          ))}
        </ul>
      </section>

      <section id="about" aria-labelledby="como-funciona" className="bg-primary-light/60">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
          <h2 id="como-funciona" className="text-3xl font-extrabold tracking-tight">
            Cómo funciona
          </h2>
          <ol className="mt-8 grid gap-6 md:grid-cols-3">
            {steps.map((step, index) => (
              <li key={step.title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-black/5">
                <span
                  aria-hidden="true"
                  className="inline-flex size-10 items-center justify-center rounded-full bg-primary text-lg font-extrabold text-secondary"
                >
                  {index + 1}
                </span>
                <h3 className="mt-4 text-xl font-bold">{step.title}</h3>
                <p className="mt-1 text-neutral-700">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6">
        <div className="flex flex-col items-start gap-6 rounded-3xl bg-primary px-6 py-10 sm:px-10 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 className="text-2xl font-extrabold text-secondary sm:text-3xl">Tu primera clase te está esperando</h2>
            <p className="mt-1 text-lg text-secondary">Crea tu cuenta y empieza hoy mismo.</p>
          </div>
          <Link href={REGISTER_PATH} className={buttonClasses("dark", "lg")}>
            Crear mi cuenta
          </Link>
        </div>
      </section>
    </>
  );
}
