import { type SeedLevel, multiple, single, topic } from "./types";

export const guitarraUrbanaBasico: SeedLevel = {
  slug: "guitarra-urbana-basico",
  title: "Básico",
  description: "Progresiones menores, el dembow en la guitarra, arpegios, palm mute y tocar sobre una pista.",
  freeTopics: 2,
  topics: [
    topic(
      "guitarra-en-la-musica-urbana",
      "La guitarra en la música urbana",
      "Por qué volvió la guitarra al reguetón, el trap y el pop urbano.",
      [
        "En la música urbana actual la guitarra aparece como arpegios limpios y repetitivos, progresiones menores y frases cortas que se vuelven el gancho de la canción. Muchas producciones parten de un loop de guitarra grabado en casa.",
        "No se necesita una técnica compleja: se necesita precisión rítmica, buen sonido y saber tocar encima de un beat. En este nivel aprenderás exactamente eso.",
      ],
      [
        "Escucha tres canciones urbanas con guitarra y anota qué hace la guitarra en cada una.",
        "Afina la guitarra y repasa los acordes menores que conoce.",
        "Toca La menor al ritmo de un beat de 90 pulsaciones por minuto.",
      ],
    ),
    topic(
      "progresiones-menores",
      "Progresiones menores del género",
      "i–VI–III–VII y otras secuencias que se repiten en los éxitos urbanos.",
      [
        "La progresión **i–VI–III–VII** (en La menor: La menor – Fa – Do – Sol) está en incontables canciones urbanas. Su repetición crea el ambiente melancólico y pegajoso típico del género.",
        "Aprende también la variante i–iv–VI–V (La menor – Re menor – Fa – Mi). Con estas dos progresiones podrás acompañar gran parte del repertorio.",
      ],
      [
        "La menor – Fa – Do – Sol, un compás cada acorde.",
        "La menor – Re menor – Fa – Mi.",
        "Toca ambas sobre un beat a 90 pulsaciones por minuto.",
      ],
    ),
    topic(
      "el-dembow-en-la-guitarra",
      "El dembow en la guitarra",
      "El ritmo base del reguetón aplicado a la mano derecha.",
      [
        "El **dembow** es el patrón rítmico del reguetón: un bombo en cada tiempo y una caja que cae en el contratiempo del primer tiempo y en el segundo tiempo del compás. La guitarra puede imitarlo con rasgueos cortos y apagados.",
        "Toca el patrón primero con las cuerdas apagadas para concentrarse en el ritmo, y luego sobre la progresión menor.",
      ],
      [
        "Palmea el patrón del dembow con un metrónomo a 90.",
        "Rasgueo apagado con el patrón del dembow.",
        "Dembow sobre La menor – Fa – Do – Sol.",
      ],
    ),
    topic(
      "arpegios-para-trap",
      "Arpegios para trap",
      "Notas sueltas, limpias y repetitivas: el sonido de la guitarra en el trap.",
      [
        "En el trap la guitarra suele tocar arpegios lentos y limpios, dejando sonar cada nota. Elige tres o cuatro notas de cada acorde y repite el mismo dibujo en todos los acordes de la progresión.",
        "La limpieza es lo más importante: cada nota debe sonar clara y las anteriores no deben chocar. Usa la yema y apoya bien los dedos.",
      ],
      [
        "Arpegio de cuatro notas sobre La menor, lento.",
        "El mismo dibujo sobre la progresión i–VI–III–VII.",
        "Grábalo y escucha si todas las notas suenan limpias.",
      ],
    ),
    topic(
      "palm-mute",
      "Palm mute y rasgueo corto",
      "Apagar las cuerdas con la palma para un sonido seco y rítmico.",
      [
        "El **palm mute** se hace apoyando el canto de la palma derecha sobre las cuerdas, justo donde salen del puente. El sonido se vuelve corto y percusivo, ideal para ritmos urbanos y para dar dinámica.",
        "Si apoya la palma muy adentro, las notas se apagan del todo; si la apoya muy afuera, no se apagan. Busca el punto justo moviendo la mano poco a poco.",
      ],
      [
        "Notas de la sexta cuerda con palm mute en corcheas.",
        "Acordes de quinta con palm mute.",
        "Alterna cuatro compases con palm mute y cuatro sin él.",
      ],
    ),
    topic(
      "capo-y-tonalidad",
      "Cejilla y capo para cambiar de tono",
      "Tocar en la tonalidad del beat o del cantante sin aprender nuevas posiciones.",
      [
        "Los beats vienen en cualquier tonalidad. Con el **capo** puede tocar las mismas posiciones en otra tonalidad: La menor con capo en el traste 2 suena como Si menor.",
        "Para encontrar la tonalidad de un beat, toca una nota grave y súbela traste a traste hasta que encaje; esa nota suele ser la tónica.",
      ],
      [
        "Toca La menor con el capo en los trastes 1, 2 y 3 y escucha el cambio.",
        "Encuentra la tonalidad de un beat.",
        "Toca la progresión i–VI–III–VII en esa tonalidad con el capo.",
      ],
    ),
    topic(
      "sonido-y-efectos",
      "Sonido: acústica, eléctrica y efectos",
      "Reverb, delay y chorus: los efectos que definen el sonido urbano.",
      [
        "El sonido de la guitarra urbana suele llevar **reverb** (espacio), **delay** (eco) y a veces **chorus** (un brillo ondulante). Pueden venir de un pedal, de un procesador o de un programa de grabación.",
        "Usa los efectos con moderación: demasiada reverb emborrona los arpegios. Ajusta primero el sonido limpio y luego agrega efectos poco a poco.",
      ],
      [
        "Graba un arpegio sin efectos.",
        "Agrega reverb y compara.",
        "Agrega un delay corto y ajusta su volumen.",
      ],
    ),
    topic(
      "tocar-sobre-una-pista",
      "Tocar sobre una pista",
      "Encajar la guitarra con el beat, de principio a fin.",
      [
        "Tocar sobre una pista exige escuchar el bombo y la caja y no acelerarse. Empieza con beats lentos y toca la progresión completa durante todo el tema.",
        "Cuando salga estable, prueba variar: arpegio en los versos, dembow en el coro. Esa variación convierte un acompañamiento en un arreglo.",
      ],
      [
        "Toca la progresión sobre un beat durante tres minutos.",
        "Arpegio en los versos y rasgueo en el coro.",
        "Grábate y revisa el tempo.",
      ],
    ),
  ],
  exercises: [
    {
      title: "Fundamentos de guitarra urbana",
      description: "Progresiones, dembow, arpegios, palm mute y capo.",
      questions: [
        single("En La menor, ¿cuál es la progresión i–VI–III–VII?", "La menor – Fa – Do – Sol.", [
          ["La menor – Fa – Do – Sol", true],
          ["La menor – Re menor – Mi – La menor", false],
          ["Do – Sol – La menor – Fa", false],
        ]),
        single("¿Qué es el dembow?", "El patrón rítmico base del reguetón.", [
          ["El patrón rítmico del reguetón", true],
          ["Un efecto de guitarra", false],
          ["Un tipo de acorde", false],
        ]),
        single("¿Dónde se apoya la palma en el palm mute?", "Sobre las cuerdas, justo donde salen del puente.", [
          ["Junto al puente", true],
          ["Sobre el traste 12", false],
          ["En la boca de la guitarra", false],
        ]),
        single("La menor con capo en el traste 2 suena como…", "Cada traste sube medio tono: dos trastes, un tono.", [
          ["Si menor", true],
          ["Sol menor", false],
          ["Do menor", false],
        ]),
        multiple("¿Qué efectos son típicos del sonido urbano? (elige todas las correctas)", "Reverb, delay y chorus.", [
          ["Reverb", true],
          ["Delay", true],
          ["Chorus", true],
          ["Afinador", false],
        ]),
      ],
    },
  ],
};
