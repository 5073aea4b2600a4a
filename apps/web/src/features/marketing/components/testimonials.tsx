import { RESULTS, TESTIMONIALS } from "@/config/testimonials";
import { StarIcon } from "@/components/ui/icons";
import { SectionHeading } from "@/features/marketing/components/section-heading";

function initials(name: string): string {
  return name
    .split(" ")
    .slice(0, 2)
    .map((part) => part[0])
    .join("");
}

export function Testimonials() {
  return (
    <section aria-labelledby="testimonios" className="bg-secondary text-white">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 md:py-20">
        <SectionHeading
          id="testimonios"
          eyebrow="Resultados"
          title="Estudiantes que ya están tocando"
          lead="Personas de Colombia y de toda Latinoamérica aprenden con nosotros a su ritmo."
          tone="dark"
        />
        <dl className="mt-10 grid gap-4 sm:grid-cols-3">
          {RESULTS.map((result) => (
            <div key={result.label} className="flex flex-col gap-1 rounded-2xl bg-white/5 p-5 ring-1 ring-white/10">
              <dt className="text-neutral-200">{result.label}</dt>
              <dd className="order-first text-3xl font-extrabold text-primary">{result.value}</dd>
            </div>
          ))}
        </dl>
        <ul className="mt-8 grid gap-5 md:grid-cols-3">
          {TESTIMONIALS.map((testimonial) => (
            <li key={testimonial.name}>
              <figure className="flex h-full flex-col gap-5 rounded-2xl bg-white p-6 text-secondary shadow-lg">
                <div aria-hidden="true" className="flex gap-1 text-primary">
                  {[1, 2, 3, 4, 5].map((star) => (
                    <StarIcon key={star} className="size-5" />
                  ))}
                </div>
                <blockquote className="flex-1 text-lg leading-relaxed">
                  <p>“{testimonial.quote}”</p>
                </blockquote>
                <figcaption className="flex items-center gap-3">
                  <span
                    aria-hidden="true"
                    className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-primary font-bold text-secondary"
                  >
                    {initials(testimonial.name)}
                  </span>
                  <span className="flex flex-col">
                    <span className="font-bold">{testimonial.name}</span>
                    <span className="text-sm text-neutral-700">
                      {testimonial.course} · {testimonial.place}
                    </span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
