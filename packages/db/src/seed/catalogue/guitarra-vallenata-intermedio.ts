import { type SeedLevel, multiple, single, topic } from "./types";

export const guitarraVallenataIntermedio: SeedLevel = {
  slug: "guitarra-vallenata-intermedio",
  title: "Intermedio",
  description: "Son y puya en guitarra, punteos en terceras, frases del acordeón, tonalidades menores y parrandas.",
  freeTopics: 1,
  topics: [
    topic(
      "el-son-en-guitarra",
      "El son en guitarra",
      "Bajos pesados y rasgueos espaciados para el aire más lento.",
      [
        "En el son el bajo de la guitarra gana protagonismo: suena firme en el primer tiempo y a veces camina hacia el siguiente acorde. El rasgueo se espacia y deja sonar las notas.",
        "Escucha sones tradicionales y fíjate en cómo el bajo de la guitarra sigues al del acordeón. Practica a 60 pulsaciones por minuto sin acelerar.",
      ],
      [
        "Patrón del son sobre La menor – Mi7.",
        "Agrega un bajo caminante entre los dos acordes.",
        "Acompaña un son grabado completo.",
      ],
    ),
    topic(
      "la-puya-en-guitarra",
      "La puya en guitarra",
      "Rasgueo rápido y bajo firme para el aire de concurso.",
      [
        "En la puya el patrón del paseo se acelera y se vuelve más corto: bajo en el tiempo y rasgueo seco en el contratiempo. La mano derecha debe estar muy relajada para sostener la velocidad.",
        "Practica con metrónomo desde 100 pulsaciones por minuto y sube de cinco en cinco. Si el bajo se pierde, vuelve a la velocidad anterior.",
      ],
      [
        "Patrón de puya a 100 durante un minuto.",
        "Sube hasta 120 sin perder el bajo.",
        "Toca sobre una puya grabada.",
      ],
    ),
    topic(
      "punteos-en-terceras",
      "Punteos en terceras",
      "El sonido del acordeón en la guitarra: dos notas a la vez.",
      [
        "Las terceras son la firma sonora del acordeón vallenato, y en la guitarra se tocan en pares de cuerdas vecinas: segunda y tercera, o primera y segunda. Aprende las terceras de la escala de Do en esas cuerdas.",
        "Toca las dos notas exactamente al mismo tiempo, con la uñeta o con índice y medio. Luego úsalas en los punteos entre versos.",
      ],
      [
        "Escala de Do en terceras en la segunda y tercera cuerda.",
        "La misma escala en la primera y segunda cuerda.",
        "Un punteo de cuatro compases en terceras.",
      ],
    ),
    topic(
      "frases-del-acordeon",
      "Imitar frases del acordeón",
      "Sacar de oído introducciones famosas y adaptarlas a la guitarra.",
      [
        "Muchas introducciones de acordeón se pueden tocar en guitarra con terceras y notas sueltas. Escucha la frase varias veces, tararéala y busca sus notas en el mástil empezando por la primera.",
        "No todo el adorno del acordeón cabe en la guitarra: quédate con la melodía principal y adapta los trinos a ligados.",
      ],
      [
        "Saca de oído la primera frase de una introducción conocida.",
        "Tócala en terceras.",
        "Úsala como introducción de su acompañamiento.",
      ],
    ),
    topic(
      "tonalidades-menores",
      "Tonalidades menores",
      "Acompañar vallenatos en La menor y Mi menor.",
      [
        "Muchos vallenatos románticos están en tonalidad menor. En La menor los acordes principales son La menor, Re menor y Mi7; en Mi menor, Mi menor, La menor y Si7.",
        "El bajeo y los rasgueos son los mismos que ya conoce; cambia el color. Practica las progresiones hasta que los acordes de séptima resuelvan con naturalidad.",
      ],
      [
        "La menor – Re menor – Mi7 – La menor con bajeo.",
        "Mi menor – La menor – Si7 – Mi menor.",
        "Acompaña un vallenato romántico en tonalidad menor.",
      ],
    ),
    topic(
      "introducciones-en-guitarra",
      "Introducciones en guitarra",
      "Abrir una canción con un punteo que anuncie la tonalidad y el aire.",
      [
        "Una buena introducción anuncia la tonalidad, el aire y la melodía del coro. Construye la suya con la primera frase del coro tocada en terceras y un remate sobre el acorde de la tonalidad.",
        "Marca el ritmo desde el primer compás: la introducción también le dice al cantante a qué velocidad va la canción.",
      ],
      [
        "Escribe una introducción de cuatro compases para un paseo en Sol.",
        "Tócala seguida del acompañamiento.",
        "Grábate y revisa que el ritmo no cambia al entrar el acompañamiento.",
      ],
    ),
    topic(
      "acompanar-a-la-voz",
      "Acompañar a la voz",
      "Tonalidad adecuada, capo y espacio para el cantante.",
      [
        "La tonalidad debe quedarle cómoda al cantante, no a la guitarra. Si una canción queda muy alta o muy baja, usa el **capo** para subir el tono sin cambiar las posiciones de los acordes.",
        "Mientras se canta, toca más suave y deja los punteos para los espacios entre frases. La guitarra acompaña; la historia la cuenta la voz.",
      ],
      [
        "Busca con el capo la tonalidad cómoda para tu voz en una canción.",
        "Toca un verso suave y un coro más fuerte.",
        "Acompaña a otra persona cantando.",
      ],
    ),
    topic(
      "parrandas",
      "Parrandas y piquerias",
      "Tocar en una parranda: repertorio, resistencia y escucha.",
      [
        "En la parranda vallenata se toca durante horas, se cambia de canción según lo que pida la reunión y a veces se improvisan versos en **piqueria**, un duelo de versos cantados. La guitarra tiene que estar lista para cualquier tonalidad y cualquier aire.",
        "Prepara un repertorio amplio en las tonalidades más usadas y practica cambiar de canción sin detenerse. La escucha y la resistencia son tan importantes como la técnica.",
      ],
      [
        "Arma una lista de diez canciones con su tonalidad y su aire.",
        "Encadena tres canciones sin detenerse.",
        "Acompaña versos improvisados sobre una progresión fija.",
      ],
    ),
  ],
  exercises: [
    {
      title: "Guitarra vallenata intermedia",
      description: "Son, puya, terceras, tonalidades menores y acompañamiento.",
      questions: [
        single("En La menor, ¿qué acorde de séptima resuelve a La menor?", "Mi7 es el quinto grado con séptima de La menor.", [
          ["Mi7", true],
          ["Sol7", false],
          ["Si7", false],
        ]),
        single("¿Para qué sirve el capo?", "Sube la tonalidad sin cambiar las posiciones de los acordes.", [
          ["Para subir la tonalidad sin cambiar las posiciones", true],
          ["Para afinar la guitarra", false],
          ["Para apagar las cuerdas", false],
        ]),
        multiple("¿En qué pares de cuerdas se tocan cómodamente las terceras? (elige todas las correctas)", "Segunda y tercera, o primera y segunda.", [
          ["Segunda y tercera", true],
          ["Primera y segunda", true],
          ["Sexta y primera", false],
        ]),
        single("¿Qué es una piqueria?", "Un duelo de versos cantados e improvisados.", [
          ["Un duelo de versos improvisados", true],
          ["Un tipo de guitarra", false],
          ["Un rasgueo de la puya", false],
        ]),
        single("Mientras se canta, la guitarra debe…", "Tocar más suave y dejar los punteos para los espacios.", [
          ["Puntear todo el tiempo", false],
          ["Tocar más suave y puntear en los espacios", true],
          ["Detenerse", false],
        ]),
      ],
    },
  ],
};
