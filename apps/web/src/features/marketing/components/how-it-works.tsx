import { SectionHeading } from "@/features/marketing/components/section-heading";

const steps = [
  {
    title: "Crea tu cuenta gratis",
    text: "Regístrate en menos de un minuto y cuéntanos qué instrumento quieres aprender. Los primeros temas de cada nivel son gratis.",
  },
  {
    title: "Elige curso y nivel",
    text: "Cada curso avanza por niveles: Básico, Intermedio y Avanzado. Empiezas desde cero o donde estés hoy.",
  },
  {
    title: "Aprende con videos cortos",
    text: "Cada tema trae un video paso a paso y una rutina de práctica de pocos minutos para hacer con tu instrumento.",
  },
  {
    title: "Comprueba y gana puntos",
    text: "Al terminar cada nivel resuelves un ejercicio. Ver temas y completar ejercicios te da puntos para canjear por más clases.",
  },
];

/** Target of the "Como funciona" navigation link (spec §2: in-page anchor #about). */
export function HowItWorks() {
  return (
    <section id="about" aria-labelledby="como-funciona" className="bg-primary-light/60">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 md:py-20">
        <SectionHeading
          id="como-funciona"
          eyebrow="Cómo funciona"
          title="De tu primera nota a tu primera canción"
          lead="Un método probado con cientos de estudiantes: poco a poco, con práctica diaria y siempre con un objetivo claro."
        />
        <ol className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {steps.map((step, index) => (
            <li key={step.title} className="relative rounded-2xl bg-white p-6 shadow-sm ring-1 ring-black/5">
              <span
                aria-hidden="true"
                className="inline-flex size-11 items-center justify-center rounded-full bg-primary text-lg font-extrabold text-secondary"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 text-xl font-bold">{step.title}</h3>
              <p className="mt-2 leading-relaxed text-neutral-700">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
