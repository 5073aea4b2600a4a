import { type SeedLevel, multiple, single, topic } from "./types";

export const guitarraBasico: SeedLevel = {
  slug: "guitarra-basico",
  title: "Básico",
  description: "Afinación, postura, los primeros acordes abiertos y el rasgueo para tocar una canción completa.",
  isSpecial: true,
  freeTopics: 2,
  topics: [
    topic(
      "partes-de-la-guitarra",
      "Partes de la guitarra",
      "Cuerpo, mástil, trastes y clavijas: cómo está hecha la guitarra y cómo se numeran las cuerdas.",
      [
        "La guitarra acústica tiene un **cuerpo** hueco que amplifica el sonido, un **mástil** con trastes metálicos y un **clavijero** donde se afinan las cuerdas. Los trastes dividen el mástil en semitonos: cada traste sube medio tono la nota de la cuerda.",
        "Las cuerdas se numeran de la más delgada (primera, Mi agudo) a la más gruesa (sexta, Mi grave). De la sexta a la primera, las cuerdas al aire son Mi, La, Re, Sol, Si y Mi. Esa numeración es la que usan los diagramas de acordes y las tablaturas.",
      ],
      [
        "Toca cada cuerda al aire de la sexta a la primera diciendo su nombre.",
        "Ubica los trastes 3, 5, 7 y 12, que suelen llevar una marca en el mástil.",
        "Toca la quinta cuerda en el traste 2 y en el 3 y escucha cómo sube la nota.",
      ],
    ),
    topic(
      "afinacion",
      "Afinar la guitarra",
      "Con afinador y de oído, comparando cuerdas en el quinto traste.",
      [
        "Una guitarra desafinada hace que todo suene mal, aunque los acordes estén bien puestos. Usa un afinador de pinza o una aplicación: toca una cuerda, mira la indicación y gira la clavija despacio hasta que marque la nota exacta.",
        "Para afinar de oído, la quinta cuerda en el traste 5 debe sonar igual a la cuarta al aire; lo mismo entre las demás cuerdas, salvo la tercera, que se compara en el traste 4 con la segunda. Afina siempre subiendo hacia la nota: así la cuerda se mantiene estable.",
      ],
      [
        "Afina la guitarra con un afinador antes de cada práctica.",
        "Desafina una cuerda a propósito y vuelve a afinarla de oído con el método del quinto traste.",
        "Comprueba la afinación tocando un acorde de Mi menor.",
      ],
    ),
    topic(
      "postura-y-mano-derecha",
      "Postura y mano derecha",
      "Cómo sentarse, sostener la guitarra y usar la uñeta o los dedos.",
      [
        "Siéntate con la espalda recta y apoya la guitarra sobre la pierna derecha, con el mástil un poco levantado. El antebrazo derecho descansa sobre el borde del cuerpo y la mano queda sobre la boca de la guitarra, sin apoyar la muñeca en las cuerdas.",
        "Para rasguear puedes usar una uñeta (púa) sujeta entre el pulgar y el índice, o las uñas de los dedos. El movimiento sale de la muñeca, como si sacudieras agua de la mano, no del codo.",
      ],
      [
        "Sostén la guitarra sin manos durante diez segundos: si se cae, ajusta la postura.",
        "Rasguea las seis cuerdas al aire hacia abajo, en negras, a 70 pulsaciones por minuto.",
        "Alterna rasgueo hacia abajo y hacia arriba durante un minuto, con la muñeca suelta.",
      ],
    ),
    topic(
      "primeros-acordes",
      "Primeros acordes: Mi menor, La menor y Re mayor",
      "Tres acordes con pocos dedos para empezar a tocar de inmediato.",
      [
        "Mi menor se toca con dos dedos (quinta y cuarta cuerda, traste 2) y suenan las seis cuerdas. La menor usa tres dedos y se rasguea desde la quinta cuerda; Re mayor se rasguea solo desde la cuarta. Estos tres acordes alcanzan para muchas canciones.",
        "Presiona con la yema, justo detrás del traste y con el dedo arqueado, para no tapar las cuerdas vecinas. Toca cuerda por cuerda y escucha: si alguna suena apagada, corrija el dedo que la está rozando.",
      ],
      [
        "Arma cada acorde y toca cuerda por cuerda hasta que todas suenen limpias.",
        "Levanta la mano y vuelve a poner el acorde diez veces seguidas.",
        "Rasguea cada acorde durante cuatro tiempos.",
      ],
    ),
    topic(
      "cambios-de-acorde",
      "Cambios de acorde sin detenerse",
      "El secreto de la fluidez: dedos guía y cambio anticipado.",
      [
        "El problema del principiante no son los acordes, sino los cambios. Busca los **dedos guía**: dedos que se quedan en la misma cuerda o se deslizan por ella entre un acorde y otro. Entre La menor y Mi menor, por ejemplo, el dedo del traste 2 casi no se mueve.",
        "Empieza el cambio un poco antes del tiempo: en el último rasgueo del acorde anterior la mano izquierda ya se está moviendo. Es normal que ese último rasgueo suene con cuerdas al aire; el oído casi no lo nota y el ritmo no se detiene.",
      ],
      [
        "Cambia entre Mi menor y La menor cada cuatro tiempos durante dos minutos.",
        "Cambia entre La menor y Re cada dos tiempos.",
        "Cuenta cuántos cambios limpios logras en un minuto y anótalo cada día.",
      ],
    ),
    topic(
      "rasgueo-basico",
      "El rasgueo básico",
      "Un patrón de abajo y arriba que sirve para baladas, pop y música popular.",
      [
        "El patrón más útil para empezar es: abajo, abajo, arriba, arriba, abajo, arriba. La mano derecha se mueve siempre de arriba abajo al ritmo de las corcheas, y solo decide si toca o no las cuerdas en cada movimiento.",
        "Mantener ese movimiento constante es lo que da un ritmo estable. Practícalo con las cuerdas apagadas (apoyando la mano izquierda sin presionar) para concentrarse solo en el ritmo.",
      ],
      [
        "Patrón con cuerdas apagadas a 70 pulsaciones por minuto durante un minuto.",
        "El mismo patrón sobre Mi menor.",
        "Patrón con cambio entre Mi menor y La menor cada compás.",
      ],
    ),
    topic(
      "acordes-mayores-abiertos",
      "Acordes mayores abiertos: Sol, Do, La y Mi",
      "Los acordes abiertos más usados de la guitarra popular.",
      [
        "Con Sol, Do, La y Mi, más los que ya conoces, tienes las bases de miles de canciones. Sol y Do piden abrir la mano; La junta tres dedos en el traste 2; Mi es la forma de Mi menor con un dedo más en la tercera cuerda.",
        "Aprende cada forma con su cuerda más grave: Sol y Mi desde la sexta, Do y La desde la quinta. Evitar la cuerda equivocada hace que el acorde suene más claro.",
      ],
      [
        "Arma cada acorde y toca cuerda por cuerda.",
        "Progresión Sol – Do – Re – Sol, cuatro tiempos cada uno.",
        "Progresión La – Re – Mi – La con el rasgueo básico.",
      ],
    ),
    topic(
      "primera-cancion",
      "Primera canción completa",
      "Juntar acordes, cambios y rasgueo en una canción de principio a fin.",
      [
        "Elige una canción con tres o cuatro acordes que ya conozcas y escribe su estructura: introducción, estrofa, coro. Toca primero la progresión de cada parte con rasgueos de un tiempo y luego con el patrón completo.",
        "Canta mientras tocas, aunque sea en voz baja: la letra le indica dónde cambia el acorde y le obliga a no detenerse. Si un cambio se resiste, practícalo aislado antes de volver a la canción.",
      ],
      [
        "Escribe la estructura y los acordes de su canción.",
        "Toca cada sección tres veces seguidas sin detenerse.",
        "Toca la canción completa cantando y grábate.",
      ],
    ),
  ],
  exercises: [
    {
      title: "Primeros pasos en la guitarra",
      description: "Cuerdas, afinación, acordes y rasgueo.",
      questions: [
        single("¿Cómo se llaman las cuerdas al aire de la sexta a la primera?", "De la más grave a la más aguda: Mi, La, Re, Sol, Si, Mi.", [
          ["Mi, La, Re, Sol, Si, Mi", true],
          ["Do, Re, Mi, Fa, Sol, La", false],
          ["Mi, Si, Sol, Re, La, Mi", false],
        ]),
        single("Al afinar de oído, ¿en qué traste de la tercera cuerda se compara con la segunda?", "Todas se comparan en el quinto traste salvo la tercera, que se compara en el cuarto.", [
          ["En el quinto", false],
          ["En el cuarto", true],
          ["En el séptimo", false],
        ]),
        single("¿Desde qué cuerda se rasguea el acorde de Re mayor?", "Re mayor se rasguea desde la cuarta cuerda.", [
          ["Desde la sexta", false],
          ["Desde la quinta", false],
          ["Desde la cuarta", true],
        ]),
        multiple("¿Qué ayuda a cambiar de acorde sin detenerse? (elige todas las correctas)", "Dedos guía y cambio anticipado; mirar cada dedo detiene el ritmo.", [
          ["Usar dedos guía", true],
          ["Empezar el cambio en el último rasgueo", true],
          ["Detener el rasgueo hasta que el acorde esté listo", false],
          ["Practicar el cambio aislado", true],
        ]),
        multiple("¿Cuáles de estos acordes se tocan desde la quinta cuerda? (elige todas las correctas)", "Do y La se tocan desde la quinta; Sol y Mi desde la sexta.", [
          ["Do", true],
          ["La", true],
          ["Sol", false],
          ["Mi", false],
        ]),
      ],
    },
  ],
};
