import { type SeedLevel, multiple, single, topic } from "./types";

export const cajaBasico: SeedLevel = {
  slug: "caja-basico",
  title: "Básico",
  description: "La caja, su sujeción, los tres golpes básicos y los ritmos de paseo y merengue.",
  isSpecial: true,
  freeTopics: 2,
  topics: [
    topic(
      "la-caja-y-sus-partes",
      "La caja vallenata y sus partes",
      "Un tambor pequeño de un solo parche que marca el pulso del conjunto.",
      [
        "La **caja vallenata** es un tambor pequeño, de forma cónica, con un solo parche de cuero tensado con cuerdas o tensores. Junto al acordeón y la guacharaca forma el trío tradicional del vallenato y lleva el pulso de toda la canción.",
        "El cuero tiene zonas que suenan distinto: el centro da un sonido grave y abierto, el borde uno más agudo y seco. Aprender a ubicar esas zonas sin mirar es el primer paso para sacarle todos los colores al instrumento.",
      ],
      [
        "Golpea el centro y el borde del parche y compara los sonidos.",
        "Revisa la tensión del cuero: debe sonar firme, sin vibraciones sueltas.",
        "Escucha una grabación de paseo y sigue el pulso de la caja con palmas.",
      ],
    ),
    topic(
      "postura-y-sujecion",
      "Postura y sujeción de la caja",
      "La caja entre las piernas, inclinada hacia afuera, con las manos relajadas.",
      [
        "Siéntate en una silla sin brazos, con la caja entre las rodillas y ligeramente inclinada hacia adelante para que el sonido salga libre por la parte de abajo. Las piernas la sujetan con firmeza, sin apretar.",
        "Las manos caen sobre el parche con los dedos juntos y las muñecas sueltas. El golpe nace del antebrazo y la muñeca; si sientes tensión en los hombros, detente y relaja antes de seguir.",
      ],
      [
        "Sujeta la caja solo con las piernas durante un minuto sin que se deslice.",
        "Deja caer las manos sobre el parche alternando derecha e izquierda, sin fuerza.",
        "Repite frente a un espejo revisando hombros y muñecas.",
      ],
    ),
    topic(
      "golpes-basicos",
      "Los golpes básicos: abierto, tapado y de borde",
      "Tres sonidos con los que se construyen todos los ritmos de la caja.",
      [
        "El **golpe abierto** se da en el centro y la mano rebota enseguida, dejando que el cuero vibre: suena grave y largo. El **golpe tapado** se da en el mismo lugar, pero la mano se queda sobre el cuero y apaga la vibración. El **golpe de borde** se da con los dedos cerca del aro y suena agudo y seco.",
        "Practica cada golpe por separado hasta que suene igual cien veces seguidas. La consistencia del sonido es lo que distingue a un buen cajero.",
      ],
      [
        "Veinte golpes abiertos con cada mano, a 70 pulsaciones por minuto.",
        "Veinte golpes tapados y veinte de borde.",
        "Alterna abierto – tapado – borde en ciclos de tres.",
      ],
    ),
    topic(
      "contar-y-llevar-el-pulso",
      "Contar y llevar el pulso",
      "El metrónomo como compañero: tocar a tempo antes que rápido.",
      [
        "La caja es el reloj del conjunto: si se acelera o se atrasa, todos la siguen. Por eso el primer objetivo es tocar a tempo, y la herramienta es el metrónomo.",
        "Cuenta en voz alta mientras tocas y empieza lento. Cuando los golpes caigan justo sobre el clic durante un minuto completo, sube cinco pulsaciones por minuto.",
      ],
      [
        "Golpes abiertos en negras con metrónomo a 60, 70 y 80.",
        "Dos golpes por tiempo (corcheas) a 60.",
        "Toca un minuto sin metrónomo y comprueba al final si sigues a tempo.",
      ],
    ),
    topic(
      "el-paseo-en-la-caja",
      "El ritmo del paseo en la caja",
      "El patrón básico del aire más tocado del vallenato.",
      [
        "El paseo en la caja combina golpes de borde en los tiempos débiles con un golpe abierto que marca el tiempo fuerte. El resultado es un ritmo que avanza, como un paso firme, y que deja espacio al acordeón.",
        "Aprende el patrón en cuatro pasos: primero los golpes de borde, luego el abierto, después el tapado que cierra el ciclo y, por último, todo junto con metrónomo.",
      ],
      [
        "Patrón del paseo a 70 pulsaciones por minuto durante dos minutos.",
        "El mismo patrón a 90.",
        "Toca el paseo sobre una grabación de acordeón.",
      ],
    ),
    topic(
      "el-merengue-en-la-caja",
      "El merengue en la caja",
      "Un patrón de tres golpes por tiempo que le da balanceo al aire.",
      [
        "Como el merengue divide el pulso en tres, la caja toca grupos de tres golpes en cada tiempo, acentuando el primero. Ese acento es el que hace bailar el merengue.",
        "Empieza con los tres golpes iguales y luego marca el acento con un golpe abierto, dejando los otros dos como golpes de borde suaves.",
      ],
      [
        "Grupos de tres golpes de borde contando «uno-y-a».",
        "Mismo ejercicio con el primer golpe abierto.",
        "Alterna cuatro compases de paseo y cuatro de merengue.",
      ],
    ),
    topic(
      "primer-remate",
      "El primer remate",
      "Un golpe fuerte y corto para cerrar una frase junto al acordeón.",
      [
        "El **remate** es una figura corta que cierra una sección: varios golpes seguidos que terminan en un golpe abierto fuerte, justo cuando el acordeón termina su frase. Bien puesto, le da fuerza a la entrada del cantante.",
        "Escucha dónde rematan los cajeros en las grabaciones: casi siempre al final de la introducción y antes de cada coro. Practica el remate aislado y luego dentro del ritmo.",
      ],
      [
        "Remate de cuatro golpes terminando en abierto, diez veces.",
        "Tres compases de paseo y un compás de remate.",
        "Remate al final de la introducción de una grabación.",
      ],
    ),
    topic(
      "tocar-con-grabaciones",
      "Tocar con grabaciones",
      "Acompañar vallenatos grabados: el mejor ensayo antes de tocar con otros.",
      [
        "Tocar con grabaciones le enseña a escuchar al acordeón, a ubicar las secciones de la canción y a mantener el ritmo durante tres o cuatro minutos seguidos, algo muy distinto a practicar patrones sueltos.",
        "Elige canciones de tempo moderado, escúchalas primero completas y marca dónde van los remates. Luego tócalas enteras, aunque al principio solo mantengas el patrón básico.",
      ],
      [
        "Escucha una canción completa y anota su estructura.",
        "Tócala completa con el patrón básico.",
        "Agrega remates en los cambios de sección.",
      ],
    ),
  ],
  exercises: [
    {
      title: "Fundamentos de la caja",
      description: "Partes, sujeción, golpes y ritmos básicos.",
      questions: [
        single("¿Qué golpe deja vibrar el cuero y suena grave y largo?", "El golpe abierto rebota y deja vibrar el parche.", [
          ["El golpe abierto", true],
          ["El golpe tapado", false],
          ["El golpe de borde", false],
        ]),
        multiple("¿Qué instrumentos forman el trío tradicional del vallenato? (elige todas las correctas)", "Acordeón, caja y guacharaca.", [
          ["Acordeón", true],
          ["Caja", true],
          ["Guacharaca", true],
          ["Batería", false],
        ]),
        single("¿De dónde nace el movimiento del golpe?", "Del antebrazo y la muñeca, con los hombros relajados.", [
          ["De los hombros", false],
          ["Del antebrazo y la muñeca", true],
          ["Solo de los dedos", false],
        ]),
        single("¿Cuántos golpes por tiempo toca la caja en el merengue?", "El merengue divide el pulso en tres.", [
          ["Dos", false],
          ["Tres", true],
          ["Cuatro", false],
        ]),
        single("¿Dónde suele ir un remate?", "Al final de una sección, como la introducción o antes del coro.", [
          ["En medio de cada verso", false],
          ["Al cerrar una sección", true],
          ["Nunca junto al acordeón", false],
        ]),
      ],
    },
  ],
};
