import { type SeedLevel, multiple, single, topic } from "./types";

export const guitarraUrbanaIntermedio: SeedLevel = {
  slug: "guitarra-urbana-intermedio",
  title: "Intermedio",
  description: "Melodías en escala menor, armónicos, loops, fingerstyle y la composición de un riff propio.",
  freeTopics: 1,
  topics: [
    topic(
      "escala-menor-natural",
      "Melodías con la escala menor natural",
      "La escala de la que salen los ganchos melódicos del género.",
      [
        "La **escala menor natural** tiene siete notas y es la base de las melodías urbanas. En La menor son las notas blancas del piano: La, Si, Do, Re, Mi, Fa y Sol. Aprende una posición en el mástil alrededor del traste 5.",
        "Los ganchos más recordados usan pocas notas y mucha repetición. Crea frases de tres o cuatro notas y repítalas sobre la progresión.",
      ],
      [
        "Escala de La menor en posición del traste 5, subiendo y bajando.",
        "Frase de cuatro notas repetida sobre La menor – Fa – Do – Sol.",
        "Varía la última nota de la frase en cada repetición.",
      ],
    ),
    topic(
      "armonicos-y-texturas",
      "Armónicos y texturas",
      "Sonidos de campana que dan atmósfera a una producción.",
      [
        "Los **armónicos naturales** se obtienen tocando la cuerda mientras un dedo la roza, sin presionarla, justo encima de los trastes 12, 7 o 5. Suenan como campanas y son muy usados en introducciones.",
        "Combínalos con reverb y con notas al aire para crear texturas de fondo. Un colchón de armónicos puede sostener toda la introducción de una canción.",
      ],
      [
        "Armónicos en el traste 12 de las seis cuerdas.",
        "Armónicos en los trastes 7 y 5.",
        "Una introducción de cuatro compases solo con armónicos.",
      ],
    ),
    topic(
      "loops-y-grabacion",
      "Loops y grabación en casa",
      "Grabar un loop de guitarra limpio que sirva de base para un beat.",
      [
        "Muchos productores arman canciones a partir de un loop de guitarra de dos o cuatro compases. Para que funcione, debe estar perfectamente a tempo y empezar y terminar justo en el compás.",
        "Graba con metrónomo, varias tomas, y elige la más estable. Con una interfaz de audio sencilla y un programa gratuito es suficiente para empezar.",
      ],
      [
        "Graba un loop de cuatro compases con metrónomo a 90.",
        "Repítelo en el programa y escucha si el corte se nota.",
        "Graba tres tomas y elige la mejor.",
      ],
    ),
    topic(
      "fingerstyle-urbano",
      "Fingerstyle urbano",
      "Bajo, acorde y melodía a la vez con los dedos.",
      [
        "En el **fingerstyle** el pulgar toca los bajos mientras los demás dedos tocan acordes y melodía. En la música urbana se usa para versiones acústicas de éxitos, con el pulgar imitando el bombo.",
        "Empieza con el pulgar marcando negras en la cuerda grave y agrega una nota aguda en los contratiempos. Cuando salga automático, suma la melodía.",
      ],
      [
        "Pulgar en negras sobre La menor con una nota aguda en contratiempo.",
        "El mismo patrón en la progresión completa.",
        "Agrega la melodía de un coro conocido.",
      ],
    ),
    topic(
      "slides-y-bends",
      "Slides y bends",
      "Deslizar y estirar notas para cantar con la guitarra.",
      [
        "El **slide** desliza el dedo de un traste a otro sin levantarlo; el **bend** estira la cuerda hacia arriba para subir la nota. Ambos hacen que la guitarra suene más vocal, como los melismas de los cantantes urbanos.",
        "En el bend, usa dos o tres dedos para empujar la cuerda y comprueba con la nota de destino que llega afinado.",
      ],
      [
        "Slide del traste 5 al 7 en la tercera cuerda.",
        "Bend de un tono en la segunda cuerda, comparando con la nota de destino.",
        "Una frase de la escala menor con un slide y un bend.",
      ],
    ),
    topic(
      "septimas-y-novenas",
      "Acordes con séptima y novena",
      "Color jazzístico para el R&B y el pop urbano.",
      [
        "Los acordes **menor séptima** (Lam7), **mayor séptima** (Fa maj7) y con **novena** suavizan las progresiones y les dan el color del R&B. Reemplaza los acordes de la progresión básica por sus versiones con séptima.",
        "Muchas de estas formas dejan cuerdas al aire, lo que facilita los cambios. Escucha cómo cambia el ambiente de la misma progresión.",
      ],
      [
        "Lam7 – Fa maj7 – Do maj7 – Sol, un compás cada acorde.",
        "Compara con la progresión sin séptimas.",
        "Arpegia la progresión con séptimas.",
      ],
    ),
    topic(
      "componer-un-riff",
      "Componer un riff",
      "Una frase corta y repetible que identifique la canción.",
      [
        "Un buen **riff** es corto, rítmico y fácil de recordar. Parte de la escala menor, elige tres o cuatro notas y juega con el ritmo hasta encontrar algo que quieras repetir.",
        "Pruébalo sobre distintos beats y grábalo. Si después de un día todavía lo recuerda, probablemente funciona.",
      ],
      [
        "Compón tres riffs de dos compases.",
        "Prueba cada uno sobre dos beats distintos.",
        "Elige uno y grábalo como loop.",
      ],
    ),
    topic(
      "acompanar-un-tema-completo",
      "Acompañar un tema completo",
      "Introducción, verso, coro y puente con partes de guitarra distintas.",
      [
        "Un arreglo completo cambia de textura en cada sección: armónicos en la introducción, arpegio en los versos, rasgueo o riff en el coro y algo distinto en el puente. Así la guitarra acompaña la energía de la canción.",
        "Escribe la estructura de un tema urbano que te guste y asigna una parte de guitarra a cada sección. Luego tócalo completo sobre la pista.",
      ],
      [
        "Escribe la estructura de un tema y la parte de guitarra de cada sección.",
        "Toca el tema completo sobre la pista.",
        "Grábate y ajusta las partes que no encajen.",
      ],
    ),
  ],
  exercises: [
    {
      title: "Guitarra urbana intermedia",
      description: "Escala menor, armónicos, loops, técnicas y arreglos.",
      questions: [
        single("¿Qué notas forman la escala de La menor natural?", "La, Si, Do, Re, Mi, Fa y Sol.", [
          ["La, Si, Do, Re, Mi, Fa, Sol", true],
          ["La, Si, Do#, Re, Mi, Fa#, Sol#", false],
          ["La, Do, Re, Mi, Sol", false],
        ]),
        single("¿Cómo se toca un armónico natural?", "Rozando la cuerda sin presionarla encima del traste.", [
          ["Presionando fuerte la cuerda", false],
          ["Rozando la cuerda encima del traste, sin presionar", true],
          ["Con palm mute", false],
        ]),
        multiple("¿Qué hace funcionar un loop de guitarra? (elige todas las correctas)", "Estar a tempo y empezar y terminar justo en el compás.", [
          ["Estar perfectamente a tempo", true],
          ["Empezar y terminar justo en el compás", true],
          ["Durar al menos cinco minutos", false],
        ]),
        single("¿Qué técnica estira la cuerda para subir la nota?", "El bend.", [
          ["El slide", false],
          ["El bend", true],
          ["El armónico", false],
        ]),
        single("¿Qué caracteriza a un buen riff?", "Corto, rítmico y fácil de recordar.", [
          ["Largo y complejo", false],
          ["Corto, rítmico y fácil de recordar", true],
          ["Sin repetición", false],
        ]),
      ],
    },
  ],
};
