import { ChatIcon, ChecklistIcon, StarIcon, VideoIcon } from "@/components/ui/icons";
import { SectionHeading } from "@/features/marketing/components/section-heading";

const benefits = [
  { Icon: VideoIcon, title: "Videos paso a paso", text: "Cada tema en un video corto, con la mano y el instrumento en primer plano, para repetirlo cuantas veces quieras." },
  { Icon: ChecklistIcon, title: "Ejercicios por nivel", text: "Preguntas con explicación al final de cada nivel: sabes qué dominas y qué conviene repasar." },
  { Icon: StarIcon, title: "Puntos y logros", text: "Ver temas, completar ejercicios y suscribirte suma puntos que puedes canjear por tutoriales y meses de acceso." },
  { Icon: ChatIcon, title: "Ayuda por WhatsApp", text: "¿Te trabaste con un pase o con el fuelle? Escríbenos y un profesor te orienta." },
];

export function Benefits() {
  return (
    <section aria-labelledby="beneficios" className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6 md:py-20">
      <SectionHeading
        id="beneficios"
        eyebrow="Lo que incluye"
        title="Todo lo que necesitas para aprender en serio"
        lead="Clases grabadas por músicos vallenatos, organizadas para que avances sin perderte."
      />
      <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {benefits.map((benefit) => (
          <li key={benefit.title} className="rounded-2xl border border-neutral-200 p-6">
            <span aria-hidden="true" className="inline-flex size-12 items-center justify-center rounded-2xl bg-primary-light text-secondary">
              <benefit.Icon className="size-6" />
            </span>
            <h3 className="mt-4 text-lg font-bold">{benefit.title}</h3>
            <p className="mt-2 leading-relaxed text-neutral-700">{benefit.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
