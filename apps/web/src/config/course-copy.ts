import type { CourseKey } from "@/config/courses";

/**
 * Marketing copy of each course landing page (headline, outcomes, questions). Kept apart
 * from the slug map so client components that only need the slugs do not ship this text.
 */
export interface CourseCopy {
  /** What the visitor searches for: the landing page's <h1>. */
  headline: string;
  /** Name of the instrument in a sentence ("el acordeón"). */
  instrument: string;
  /** Used when the API cannot be reached, so the page still says what it sells. */
  fallbackTitle: string;
  fallbackDescription: string;
  /** Three outcomes a student reaches, shown as "Lo que vas a lograr". */
  outcomes: string[];
  /** Questions a visitor asks before signing up for this instrument. */
  faq: { question: string; answer: string }[];
}

const sharedFaq = [
  {
    question: "¿Cuánto tiempo tengo acceso a un nivel?",
    answer:
      "Eliges el plan al inscribirte: 1 mes, 4 meses o 12 meses. Durante ese tiempo ves todos los temas del nivel las veces que quieras, desde el computador o el celular.",
  },
  {
    question: "¿Puedo probar antes de pagar?",
    answer:
      "Sí. Los primeros temas de cada nivel son de vista previa gratuita: crea tu cuenta y míralos completos antes de decidir.",
  },
];

export const COURSE_COPY: Record<CourseKey, CourseCopy> = {
  acordeon: {
    headline: "Cómo tocar acordeón vallenato",
    instrument: "el acordeón",
    fallbackTitle: "Acordeón vallenato",
    fallbackDescription:
      "Aprende a tocar acordeón vallenato desde cero: fuelle, pitos, bajos y los cuatro aires, con videos y ejercicios por niveles.",
    outcomes: [
      "Manejar el fuelle y ubicar pitos y bajos sin mirar el teclado.",
      "Tocar paseo, merengue, son y puya con el estilo de los grandes acordeoneros.",
      "Acompañar canciones completas y adornarlas con tus propios pases.",
    ],
    faq: [
      {
        question: "¿Necesito un acordeón de cinco letras?",
        answer:
          "No. Indicamos siempre la hilera y la dirección del fuelle, así que puedes seguir el curso con un acordeón de cinco letras o con uno en Sol, Do o Fa.",
      },
      ...sharedFaq,
    ],
  },
  guitarra: {
    headline: "Cómo tocar guitarra",
    instrument: "la guitarra",
    fallbackTitle: "Guitarra",
    fallbackDescription:
      "Guitarra acústica paso a paso: afinación, acordes abiertos, rasgueos, cejilla y arpegios para tocar tus canciones favoritas.",
    outcomes: [
      "Afinar tu guitarra y cambiar entre los acordes abiertos sin cortar el ritmo.",
      "Dominar la cejilla y los arpegios más usados en la música popular.",
      "Tocar y cantar canciones completas de principio a fin.",
    ],
    faq: [
      {
        question: "¿Sirve una guitarra de cuerdas metálicas?",
        answer:
          "Sí. El curso funciona con guitarra acústica de nylon o de metal; al comienzo te explicamos las diferencias para que elijas la más cómoda.",
      },
      ...sharedFaq,
    ],
  },
  percusion: {
    headline: "Cómo tocar caja vallenata",
    instrument: "la caja",
    fallbackTitle: "Caja vallenata",
    fallbackDescription:
      "Los golpes y ritmos de la caja vallenata, el tambor que marca el pulso del conjunto: abierto, tapado, de borde, repiques y remates.",
    outcomes: [
      "Sacar con claridad los golpes abierto, tapado y de borde.",
      "Llevar el pulso de paseo, merengue, son y puya sin acelerar.",
      "Entrar y salir de los versos con repiques y remates.",
    ],
    faq: [
      {
        question: "¿Qué caja necesito para empezar?",
        answer:
          "Cualquier caja vallenata de cuero sirve. Si aún no tienes una, los primeros temas te enseñan a practicar los golpes sobre una superficie firme.",
      },
      ...sharedFaq,
    ],
  },
  percusionGuacharaca: {
    headline: "Cómo tocar guacharaca vallenata",
    instrument: "la guacharaca",
    fallbackTitle: "Guacharaca vallenata",
    fallbackDescription:
      "El raspado de la guacharaca: sujeción del trinche, golpes en las dos direcciones, acentos y los aires del vallenato.",
    outcomes: [
      "Sujetar la guacharaca y el trinche sin tensión en la muñeca.",
      "Raspar con precisión hacia arriba y hacia abajo, marcando los acentos.",
      "Acompañar los cuatro aires junto al acordeón y la caja.",
    ],
    faq: [
      {
        question: "¿Es difícil aprender guacharaca?",
        answer:
          "Es el instrumento del trío vallenato con el que más rápido se toca una canción completa. La dificultad está en la precisión, y para eso están los ejercicios de cada nivel.",
      },
      ...sharedFaq,
    ],
  },
  guitarraVallenata: {
    headline: "Cómo tocar guitarra vallenata",
    instrument: "la guitarra vallenata",
    fallbackTitle: "Guitarra vallenata",
    fallbackDescription:
      "Acompaña vallenatos en guitarra: bajeo alternado, rasgueos de paseo y merengue y punteos con terceras que imitan al acordeón.",
    outcomes: [
      "Acompañar paseos y merengues con el bajeo alternado.",
      "Puntear en terceras las frases del acordeón.",
      "Animar parrandas y serenatas con un repertorio propio.",
    ],
    faq: [
      {
        question: "¿Necesito saber guitarra antes?",
        answer:
          "Ayuda conocer los acordes abiertos, pero el nivel básico los repasa. Si nunca has tocado, puedes empezar por el curso de guitarra y luego pasar a este.",
      },
      ...sharedFaq,
    ],
  },
  guitarraUrbana: {
    headline: "Cómo tocar guitarra urbana",
    instrument: "la guitarra urbana",
    fallbackTitle: "Guitarra urbana",
    fallbackDescription:
      "Guitarra para reguetón, trap y pop urbano: progresiones menores, arpegios limpios, dembow en la guitarra y cómo tocar sobre una pista.",
    outcomes: [
      "Tocar las progresiones menores que suenan en la música urbana actual.",
      "Aplicar el dembow, el palm mute y el capo a tus canciones.",
      "Grabar tu guitarra sobre una pista con buen sonido.",
    ],
    faq: [
      {
        question: "¿Sirve para guitarra eléctrica?",
        answer:
          "Sí. Los ejemplos se graban en guitarra acústica y eléctrica limpia; cada tema indica cómo ajustar el sonido para tu instrumento.",
      },
      ...sharedFaq,
    ],
  },
};
