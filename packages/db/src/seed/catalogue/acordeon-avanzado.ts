import { type SeedLevel, multiple, single, topic } from "./types";

export const acordeonAvanzado: SeedLevel = {
  slug: "acordeon-avanzado",
  title: "Avanzado",
  description:
    "Tercera hilera, bajos caminantes, cambios de tono, improvisación y la preparación de una puya de festival.",
  freeTopics: 1,
  topics: [
    topic(
      "tercera-hilera",
      "La tercera hilera y los tonos menos usados",
      "La hilera de adentro abre tonalidades nuevas y notas de paso cromáticas.",
      [
        "La tercera hilera, la de adentro, completa las notas que faltan en las otras dos y permite tocar en tonalidades que con dos hileras serían incómodas. En el acordeón de cinco letras está afinada en Mi bemol.",
        "Úsala primero para notas de paso: una nota cromática entre dos notas de la escala da tensión y color. Luego estudia la escala de Mi bemol completa para tocar canciones en ese tono sin cruces forzados.",
      ],
      [
        "Escala de Mi bemol mayor en la tercera hilera, abriendo y cerrando.",
        "Agrega una nota de paso cromática entre el tercer y el cuarto grado de una frase conocida.",
        "Toca una melodía en Si bemol usando las tres hileras.",
      ],
    ),
    topic(
      "bajos-caminantes",
      "Bajos caminantes y cambios de acorde",
      "Unir los acordes con líneas de bajo que caminan por grados.",
      [
        "Un bajo caminante conecta dos acordes pasando por las notas que hay entre ellos. En lugar de saltar de Fa a Do, la mano izquierda recorre bajos intermedios en los tiempos débiles y llega a Do justo en el tiempo fuerte.",
        "Esta técnica es típica de los sones y de los paseos lentos, y exige conocer bien qué bajo suena en cada dirección del fuelle. Planea el recorrido antes de tocarlo y practícalo solo con la mano izquierda.",
      ],
      [
        "Camina de Fa a Do en cuatro tiempos usando bajos intermedios.",
        "Camina de Do a Fa de regreso, cuidando la dirección del fuelle.",
        "Usa los dos recorridos en un son completo.",
      ],
    ),
    topic(
      "puya-de-festival",
      "La puya de festival",
      "La estructura de una puya de concurso y cómo sostener la velocidad sin perder limpieza.",
      [
        "En los festivales, la puya se toca en su forma más exigente: introducción, versos con respuestas rápidas del acordeón y variaciones que muestran el dominio del instrumento. Los jurados valoran la limpieza tanto como la velocidad.",
        "Prepara la puya por secciones, cada una con su tempo objetivo. Ensaya con caja y guacharaca (o con una grabación) desde temprano: tocar a velocidad con el conjunto es muy distinto a tocar solo.",
      ],
      [
        "Toca la introducción de la puya a 110 pulsaciones por minuto, tres veces limpia.",
        "Practica cada variación por separado y luego encadenadas.",
        "Ensaya la puya completa con una grabación de caja y guacharaca.",
      ],
    ),
    topic(
      "cambios-de-tono",
      "Cambios de tono dentro de una canción",
      "Modular sin que el oyente se pierda: preparación, acorde pivote y llegada.",
      [
        "Algunas canciones suben de tono en el último coro para darle más energía. En el acordeón diatónico esto exige cambiar de hilera y de bajos, así que el cambio debe prepararse con un acorde que pertenezca a las dos tonalidades.",
        "Ensaya la modulación aislada: los dos compases antes, el acorde pivote y los dos compases después. Cuando salga sin dudar, insértala en la canción.",
      ],
      [
        "Identifica un acorde común entre Fa y Si bemol y úsalo como pivote.",
        "Toca cuatro compases en Fa, el pivote y cuatro compases en Si bemol.",
        "Aplica el cambio al último coro de una canción que ya sepa.",
      ],
    ),
    topic(
      "improvisacion",
      "Improvisar sobre un paseo",
      "Construir frases propias a partir de la escala, los arpegios y las respuestas.",
      [
        "Improvisar no es tocar notas al azar: es combinar de forma nueva frases que ya conoce. Empieza variando el ritmo de una frase aprendida, luego cambia una o dos notas y, por último, crea respuestas de dos compases a frases propias.",
        "Piensa en pregunta y respuesta: una frase que queda abierta y otra que la cierra en la nota de la tonalidad. Esa estructura hace que la improvisación suene a vallenato y no a ejercicio.",
      ],
      [
        "Toma una frase conocida y tócala con tres ritmos distintos.",
        "Improvisa respuestas de dos compases sobre el acompañamiento de paseo.",
        "Grábate improvisando dos minutos y anota las frases que te gustaron.",
      ],
    ),
    topic(
      "estilos-de-los-maestros",
      "Estilos de los maestros",
      "Escuchar y reconocer escuelas del acordeón vallenato para construir un estilo propio.",
      [
        "Cada gran acordeonero tiene un sello: la fuerza de los bajos de Alejo Durán, la elegancia de Colacho Mendoza, la picardía de Emiliano Zuleta en las puyas. Escucharlos con atención es la mejor clase de estilo que existe.",
        "Elige una grabación por semana y transcribe una frase: cómo la adorna, dónde respira, qué hace con el fuelle. Con el tiempo, su manera de tocar será una mezcla de lo que más le gusta de cada uno.",
      ],
      [
        "Escucha la misma canción en versiones de dos acordeoneros distintos y anota las diferencias.",
        "Transcribe y toca una frase de introducción de un maestro.",
        "Toca una melodía propia imitando el estilo de uno de ellos.",
      ],
    ),
    topic(
      "sonido-y-mantenimiento",
      "Afinación, sonido y cuidado del acordeón",
      "Cómo conservar el instrumento y cuándo llevarlo al afinador.",
      [
        "El acordeón es un instrumento delicado: la humedad, el calor y los golpes afectan las lengüetas y el fuelle. Guárdalo siempre en su estuche, con el fuelle cerrado y las correas abrochadas, y nunca lo dejes al sol dentro de un carro.",
        "Con el uso, las lengüetas se desafinan y algunas notas empiezan a sonar «abiertas». Un afinador de confianza debe revisarlo al menos una vez al año; si toca todos los días, con más frecuencia.",
      ],
      [
        "Revisa que el fuelle no tengas fugas: ciérralo con el botón de aire tapado y nota si cede.",
        "Toca cada pito abriendo y cerrando y anota los que suenan desafinados.",
        "Limpia el teclado con un paño seco después de cada práctica.",
      ],
    ),
    topic(
      "preparar-una-presentacion",
      "Preparar una presentación o concurso",
      "Repertorio, ensayos con el conjunto y manejo de los nervios en tarima.",
      [
        "Una presentación se prepara con semanas de anticipación: elige un repertorio que domines, con un aire de cada tipo, y ensáyalo completo con caja y guacharaca al menos una vez por semana.",
        "Los nervios se controlan con preparación y rutina: llegue temprano, revisa el instrumento, calienta los dedos con escalas y respira hondo antes de empezar. Si te equivocas, sigue tocando; el público recuerda la energía, no el error.",
      ],
      [
        "Arma un repertorio de cuatro canciones: paseo, merengue, son y puya.",
        "Ensaya el repertorio completo de corrido, sin detenerse ante los errores.",
        "Haz una presentación para familiares o amigos y pídales su opinión.",
      ],
    ),
  ],
  exercises: [
    {
      title: "Recursos avanzados",
      description: "Tercera hilera, bajos caminantes, modulación, improvisación y cuidado del instrumento.",
      questions: [
        single("¿En qué está afinada la tercera hilera del acordeón de cinco letras?", "Las hileras del cinco letras están en Fa, Si bemol y Mi bemol, de afuera hacia adentro.", [
          ["En Fa", false],
          ["En Si bemol", false],
          ["En Mi bemol", true],
        ]),
        single("¿Qué es un bajo caminante?", "Es una línea de bajo que une dos acordes pasando por las notas intermedias.", [
          ["Un bajo que se toca caminando", false],
          ["Una línea que une dos acordes pasando por notas intermedias", true],
          ["Un acorde sin bajo", false],
        ]),
        single("Para cambiar de tono dentro de una canción conviene usar…", "Un acorde pivote, común a las dos tonalidades, hace que el cambio suene natural.", [
          ["Un silencio largo", false],
          ["Un acorde que pertenezca a las dos tonalidades", true],
          ["Un trino en la tercera hilera", false],
        ]),
        multiple("¿Qué prácticas ayudan a improvisar con sentido? (elige todas las correctas)", "Variar frases conocidas y pensar en pregunta y respuesta; las notas al azar no construyen frases.", [
          ["Variar el ritmo de frases conocidas", true],
          ["Pensar en pregunta y respuesta", true],
          ["Tocar notas al azar lo más rápido posible", false],
          ["Grabarse y anotar las frases que funcionan", true],
        ]),
        multiple("¿Qué daña un acordeón? (elige todas las correctas)", "El calor, la humedad y los golpes afectan lengüetas y fuelle.", [
          ["Dejarlo al sol dentro de un carro", true],
          ["La humedad", true],
          ["Guardarlo en su estuche con el fuelle cerrado", false],
          ["Los golpes", true],
        ]),
      ],
    },
  ],
};
