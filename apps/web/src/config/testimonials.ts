/** What students say: shown on the home page (editorial content, not catalogue data). */
export interface Testimonial {
  name: string;
  place: string;
  course: string;
  quote: string;
}

export const TESTIMONIALS: Testimonial[] = [
  {
    name: "Camila Ortega",
    place: "Bucaramanga, Colombia",
    course: "Acordeón vallenato",
    quote:
      "Siempre quise tocar acordeón y no tenía profesor cerca. En tres meses ya toco «La gota fría» completa y mi papá no lo podía creer en la fiesta de fin de año.",
  },
  {
    name: "Andrés Mejía",
    place: "Medellín, Colombia",
    course: "Guitarra vallenata",
    quote:
      "Los videos van al grano y cada tema trae una rutina corta. Practico veinte minutos antes del trabajo y por fin entendí el bajeo del paseo.",
  },
  {
    name: "Lucía Fernández",
    place: "Ciudad de México",
    course: "Caja vallenata",
    quote:
      "Me encanta poder repetir los golpes las veces que quiera. Los ejercicios al final de cada nivel me dicen si de verdad aprendí o si debo repasar.",
  },
];

/** Figures shown beside the testimonials. */
export const RESULTS = [
  { value: "6", label: "cursos, del acordeón a la guitarra urbana" },
  { value: "1, 4 o 12", label: "meses de acceso: tú eliges el plan" },
  { value: "24/7", label: "clases disponibles cuando quieras practicar" },
];
