import { type SeedLevel, multiple, single, topic } from "./types";

export const acordeonIntermedio: SeedLevel = {
  slug: "acordeon-intermedio",
  title: "Intermedio",
  description:
    "Los cuatro aires del vallenato, la segunda hilera, las terceras y los adornos que dan estilo a una interpretación.",
  freeTopics: 1,
  topics: [
    topic(
      "el-merengue-vallenato",
      "El merengue vallenato",
      "Un aire alegre de subdivisión ternaria: cómo se siente y cómo se acompaña.",
      [
        "El **merengue** vallenato tiene un pulso que se divide en tres, lo que le da un balanceo distinto al del paseo. Clásicos como «El amor amor» se tocan en este aire. Para sentirlo, cuenta «uno-y-a, dos-y-a» y acentúa siempre el uno.",
        "En los bajos, el merengue se lleva con el bajo en el tiempo fuerte y dos acordes cortos en las subdivisiones. El fuelle cambia de dirección con menos frecuencia que en el paseo, lo que permite frases melódicas más largas.",
      ],
      [
        "Cuenta en voz alta la subdivisión ternaria mientras palmea el tiempo fuerte, durante un minuto.",
        "Toca el patrón de bajos del merengue en Fa a 70 pulsaciones por minuto.",
        "Alterna cuatro compases de paseo y cuatro de merengue sin detenerse.",
      ],
    ),
    topic(
      "el-son",
      "El son: el aire más pausado",
      "El aire más lento y melancólico, con bajos marcados y mucho espacio para la melodía.",
      [
        "El **son** es el aire más lento del vallenato y el más ligado a la tradición campesina; Alejo Durán lo hizo famoso con su forma de marcar los bajos. Su carácter es nostálgico, y las notas largas del acordeón tienen mucho protagonismo.",
        "La clave del son está en la mano izquierda: bajos graves y pesados en el primer tiempo, con un acorde más suave después. Deja que las notas de la melodía respiren y usa el fuelle para darles intención, creciendo y decreciendo.",
      ],
      [
        "Toca el patrón de bajos del son a 60 pulsaciones por minuto, marcando fuerte el bajo.",
        "Sobre ese patrón, sostén notas largas en la primera hilera cambiando el volumen con el fuelle.",
        "Escucha un son de Alejo Durán y tararea la melodía antes de tocarla.",
      ],
    ),
    topic(
      "la-puya",
      "La puya: velocidad y precisión",
      "El aire más rápido y virtuoso, el preferido en los concursos de acordeoneros.",
      [
        "La **puya** es el aire más veloz del vallenato y la prueba de fuego de los concursos. Exige dedos independientes, un fuelle con sacudidas cortas y una mano izquierda que no se apresure aunque la derecha ve rápido.",
        "Para aprenderla, divide las frases en grupos de cuatro notas y practícalas con metrónomo, subiendo cinco pulsaciones por minuto solo cuando salgan limpias tres veces seguidas. La velocidad llega sola cuando la digitación está clara.",
      ],
      [
        "Grupos de cuatro notas en la primera hilera a 80 pulsaciones por minuto, en semicorcheas.",
        "Sube la velocidad de cinco en cinco hasta donde la ejecución sigue limpia.",
        "Toca el patrón de bajos de la puya durante un minuto sin acelerar.",
      ],
    ),
    topic(
      "segunda-hilera",
      "Combinar primera y segunda hilera",
      "Notas que no están en la primera hilera y cómo cruzar entre hileras sin saltos.",
      [
        "La segunda hilera, afinada en Si bemol en el acordeón de cinco letras, aporta notas que la primera no tiene en una misma dirección del fuelle. Combinarlas permite tocar frases completas sin cambiar de dirección a cada nota.",
        "El cruce entre hileras se hace con el mismo dedo deslizándose en diagonal o con el dedo vecino. Planea la digitación de cada frase antes de tocarla: un buen cruce ahorra un cambio de fuelle y hace la frase más ligada.",
      ],
      [
        "Toca la escala de Fa usando notas de las dos hileras, todo abriendo.",
        "Repite cerrando y compara qué botones cambian.",
        "Escribe la digitación de una frase de cuatro compases y tócala diez veces.",
      ],
    ),
    topic(
      "terceras-y-sextas",
      "Terceras y sextas: armonizar la melodía",
      "Tocar dos notas a la vez, el sonido característico del acordeón vallenato.",
      [
        "Buena parte del sonido vallenato viene de tocar la melodía en **terceras**: dos notas separadas por una tercera que suenan juntas. En el acordeón diatónico muchas terceras caen en botones vecinos, así que salen con dos dedos sin mover la mano.",
        "Las **sextas** se usan en pasajes más abiertos y en finales de frase. Practica primero cada nota por separado y luego junta las dos, cuidando que suenen al mismo tiempo y con el mismo volumen.",
      ],
      [
        "Escala de Fa en terceras, subiendo y bajando, a 60 pulsaciones por minuto.",
        "Una frase conocida tocada primero sola y luego en terceras.",
        "Termina cada frase con una sexta sostenida dos tiempos.",
      ],
    ),
    topic(
      "adornos",
      "Adornos: trinos, apoyaturas y bordones",
      "Los recursos que dan estilo: cuándo adornar y cuándo dejar la melodía limpia.",
      [
        "Los adornos convierten una melodía correcta en una interpretación con estilo. El **trino** alterna rápido dos botones vecinos; la **apoyatura** es una nota corta que cae sobre la principal; el **bordón** repite una nota grave mientras la melodía sigue arriba.",
        "Úsalos con intención: un trino al final de una frase, una apoyatura en la nota importante del verso. Demasiados adornos tapan la melodía y cansan al oyente; escucha cómo los administran los grandes acordeoneros.",
      ],
      [
        "Trino entre dos botones vecinos durante dos tiempos, diez veces.",
        "Agrega una apoyatura a la primera nota de cada frase de la melodía del nivel básico.",
        "Toca la misma frase sin adornos y con adornos, grábate y compara.",
      ],
    ),
    topic(
      "introducciones",
      "Cómo construir una introducción",
      "La introducción presenta la canción: estructura, tonalidad y final que le da paso al cantante.",
      [
        "En el vallenato la introducción del acordeón es casi tan famosa como la canción. Suele tener dos o cuatro frases, presenta la tonalidad y el aire, y termina en una nota que deja lista la entrada del cantante.",
        "Construye sus introducciones a partir de la melodía del coro: toma su primera frase, adórnala con terceras y termínala en el acorde de la tonalidad. Así la introducción anuncia la canción en lugar de ser un ejercicio aparte.",
      ],
      [
        "Escucha tres introducciones clásicas y cuenta cuántas frases tiene cada una.",
        "Escribe una introducción de cuatro compases a partir de una frase que ya sepa.",
        "Tócala seguida del acompañamiento de paseo, como si entrara el cantante.",
      ],
    ),
    topic(
      "acompanar-al-cantante",
      "Acompañar al cantante",
      "Tocar menos mientras se canta y responder en los espacios entre versos.",
      [
        "Cuando el cantante está en el verso, el acordeón baja el volumen y deja los bajos y frases cortas de respuesta. La regla de oro es no competir con la voz: la melodía completa vuelve en los espacios entre versos y en los intermedios.",
        "Aprende la letra de las canciones que tocas. Saber dónde respira el cantante le dice dónde caben sus respuestas y cuándo preparar el cambio de acorde.",
      ],
      [
        "Canta (o recita) un verso mientras tocas solo los bajos.",
        "Agrega una respuesta de dos tiempos en los pitos al final de cada línea del verso.",
        "Toca una canción completa alternando verso acompañado e intermedio con melodía.",
      ],
    ),
  ],
  exercises: [
    {
      title: "Los aires y el estilo",
      description: "Merengue, son, puya, hileras, terceras y adornos.",
      questions: [
        single("¿Cómo se divide el pulso en el merengue vallenato?", "El merengue tiene subdivisión ternaria: cada tiempo se divide en tres.", [
          ["En dos partes", false],
          ["En tres partes", true],
          ["En cuatro partes", false],
        ]),
        single("¿Cuál es el aire más lento del vallenato?", "El son es el más lento; la puya el más rápido.", [
          ["La puya", false],
          ["El merengue", false],
          ["El son", true],
          ["El paseo", false],
        ]),
        multiple("¿Qué ayuda a ganar velocidad en la puya? (elige todas las correctas)", "Se practica por grupos, con metrónomo y subiendo poco a poco; la mano izquierda no se acelera.", [
          ["Practicar por grupos de cuatro notas", true],
          ["Usar metrónomo y subir de cinco en cinco", true],
          ["Acelerar también los bajos", false],
          ["Subir la velocidad solo cuando salga limpio", true],
        ]),
        single("¿Por qué suenan tan naturales las terceras en el acordeón diatónico?", "Muchas terceras caen en botones vecinos y se tocan con dos dedos sin mover la mano.", [
          ["Porque el acordeón las toca solo", false],
          ["Porque muchas caen en botones vecinos", true],
          ["Porque solo existen en la tercera hilera", false],
        ]),
        multiple("¿Cuáles de estos son adornos? (elige todas las correctas)", "Trino, apoyatura y bordón son adornos; el bajo–acorde es el acompañamiento.", [
          ["El trino", true],
          ["La apoyatura", true],
          ["El bordón", true],
          ["El bajo–acorde", false],
        ]),
        single("Mientras el cantante está en el verso, el acordeón debe…", "Baja el volumen y responde en los espacios; la melodía completa va en los intermedios.", [
          ["Tocar la melodía completa al mismo volumen", false],
          ["Bajar el volumen y responder en los espacios", true],
          ["Dejar de tocar los bajos", false],
        ]),
      ],
    },
  ],
};
