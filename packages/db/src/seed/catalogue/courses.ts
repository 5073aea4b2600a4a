import { acordeonAvanzado } from "./acordeon-avanzado";
import { acordeonBasico } from "./acordeon-basico";
import { acordeonIntermedio } from "./acordeon-intermedio";
import { cajaBasico } from "./caja-basico";
import { cajaIntermedio } from "./caja-intermedio";
import { guacharacaBasico } from "./guacharaca-basico";
import { guacharacaIntermedio } from "./guacharaca-intermedio";
import { guitarraBasico } from "./guitarra-basico";
import { guitarraIntermedio } from "./guitarra-intermedio";
import { guitarraUrbanaBasico } from "./guitarra-urbana-basico";
import { guitarraUrbanaIntermedio } from "./guitarra-urbana-intermedio";
import { guitarraVallenataBasico } from "./guitarra-vallenata-basico";
import { guitarraVallenataIntermedio } from "./guitarra-vallenata-intermedio";
import type { SeedCourse, SeedTutorial } from "./types";

/** The six courses of spec §2, in the order the catalogue shows them. */
export const CATALOGUE: SeedCourse[] = [
  {
    slug: "como-tocar-acordeon-vallenato",
    title: "Acordeón vallenato",
    shortDescription: "Aprende a tocar acordeón vallenato desde cero: fuelle, pitos, bajos y los cuatro aires.",
    description:
      "El acordeón es la voz del vallenato. En este curso aprenderás a sostenerlo y a manejar el fuelle, a ubicar los pitos y los bajos, y a tocar paseo, merengue, son y puya con el estilo de los grandes acordeoneros. Cada tema trae un video y una rutina corta de práctica, y cada nivel termina con un ejercicio para comprobar lo aprendido.",
    instrument: "acordeon",
    levels: [acordeonBasico, acordeonIntermedio, acordeonAvanzado],
  },
  {
    slug: "como-tocar-guitarra",
    title: "Guitarra",
    shortDescription: "Guitarra acústica paso a paso: acordes, ritmos, cejilla y arpegios para tocar tus canciones favoritas.",
    description:
      "Un curso de guitarra pensado para quien nunca ha tocado. Empieza por la afinación y la postura, sigue con los acordes abiertos y el rasgueo, y llega a la cejilla, los arpegios y las progresiones más usadas en la música popular latinoamericana.",
    instrument: "guitarra",
    levels: [guitarraBasico, guitarraIntermedio],
  },
  {
    slug: "como-tocar-caja-vallenata",
    title: "Caja vallenata",
    shortDescription: "Los golpes y ritmos de la caja vallenata, el tambor que marca el pulso del conjunto.",
    description:
      "La caja es el corazón rítmico del vallenato. Aprenderás a sujetarla, a sacar los golpes abierto, tapado y de borde, y a tocar paseo, merengue, son y puya con los repiques y remates que acompañan al acordeón.",
    instrument: "caja-vallenata",
    levels: [cajaBasico, cajaIntermedio],
  },
  {
    slug: "como-tocar-guacharaca-vallenata",
    title: "Guacharaca vallenata",
    shortDescription: "El raspado de la guacharaca: sujeción, golpes, acentos y los aires del vallenato.",
    description:
      "La guacharaca completa el trío vallenato junto al acordeón y la caja. En este curso aprenderás a usar el trinche, a raspar con precisión en las dos direcciones y a acentuar cada aire para que el conjunto suene compacto.",
    instrument: "guacharaca",
    levels: [guacharacaBasico, guacharacaIntermedio],
  },
  {
    slug: "como-tocar-guitarra-vallenata",
    title: "Guitarra vallenata",
    shortDescription: "Acompaña vallenatos en guitarra: bajeo, rasgueos de paseo y merengue, y punteos con terceras.",
    description:
      "La guitarra acompaña el vallenato en parrandas y serenatas. Aprenderás los acordes de las tonalidades más usadas, el bajeo alternado, los rasgueos de cada aire y los punteos que imitan las frases del acordeón.",
    instrument: "guitarra",
    levels: [guitarraVallenataBasico, guitarraVallenataIntermedio],
  },
  {
    slug: "como-tocar-guitarra-urbana",
    title: "Guitarra urbana",
    shortDescription: "Guitarra para reguetón, trap y pop urbano: progresiones menores, arpegios y pistas.",
    description:
      "La guitarra volvió a la música urbana con arpegios limpios y progresiones menores. Aprenderás las progresiones del género, el dembow aplicado a la guitarra, el palm mute, el uso del capo y cómo tocar y grabar sobre una pista.",
    instrument: "guitarra",
    levels: [guitarraUrbanaBasico, guitarraUrbanaIntermedio],
  },
];

/** Tutorials sold on their own. */
export const TUTORIALS: SeedTutorial[] = [
  {
    slug: "la-gota-fria-en-acordeon",
    title: "«La gota fría» en acordeón",
    description: "La introducción y los versos del clásico de Emiliano Zuleta, frase por frase y a dos velocidades.",
    course: "como-tocar-acordeon-vallenato",
  },
  {
    slug: "puya-de-festival-paso-a-paso",
    title: "Una puya de festival, paso a paso",
    description: "Digitación, fuelle y bajos de una puya completa para concurso, desde 80 hasta 140 pulsaciones por minuto.",
    course: "como-tocar-acordeon-vallenato",
  },
  {
    slug: "repiques-de-caja-para-paseo",
    title: "Repiques de caja para paseo",
    description: "Diez repiques y remates para entrar y salir de los versos de un paseo.",
    course: "como-tocar-caja-vallenata",
  },
  {
    slug: "acompanamiento-de-serenata-en-guitarra",
    title: "Acompañamiento de serenata en guitarra",
    description: "Rasgueos y bajeos para acompañar boleros y paseos lentos en una serenata.",
    course: "como-tocar-guitarra-vallenata",
  },
];
