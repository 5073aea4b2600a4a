import { type SeedLevel, multiple, single, topic } from "./types";

export const guitarraVallenataBasico: SeedLevel = {
  slug: "guitarra-vallenata-basico",
  title: "Básico",
  description: "Los acordes del vallenato, el bajeo alternado y los rasgueos de paseo y merengue.",
  freeTopics: 2,
  topics: [
    topic(
      "la-guitarra-en-el-vallenato",
      "La guitarra en el vallenato",
      "De las parrandas y serenatas a los conjuntos modernos.",
      [
        "Antes de que el acordeón dominara los escenarios, la guitarra ya acompañaba los cantos de la región en parrandas y serenatas. Hoy sigue presente en las versiones acústicas y en los conjuntos, donde sostiene la armonía y dialoga con el acordeón.",
        "La guitarra vallenata combina un bajo marcado con el pulgar y un rasgueo o punteo con los demás dedos. Ese doble papel, bajo y acorde, es lo que aprenderás en este nivel.",
      ],
      [
        "Escucha una versión acústica de un paseo clásico e identifica la guitarra.",
        "Afina la guitarra y repasa los acordes que ya conoce.",
        "Toca el acorde de Do alternando bajo y rasgueo.",
      ],
    ),
    topic(
      "acordes-del-vallenato",
      "Acordes del vallenato",
      "Las tonalidades más usadas y sus tres acordes principales.",
      [
        "La mayoría de vallenatos usan tres acordes: el de la tonalidad (I), el cuarto grado (IV) y el quinto con séptima (V7). En Do son Do, Fa y Sol7; en Sol son Sol, Do y Re7; en Re son Re, Sol y La7.",
        "Aprende las tres tonalidades y practica los cambios entre sus acordes. Con ellas podrás acompañar gran parte del repertorio tradicional.",
      ],
      [
        "Do – Fa – Sol7 – Do, cuatro tiempos cada uno.",
        "Sol – Do – Re7 – Sol.",
        "Re – Sol – La7 – Re.",
      ],
    ),
    topic(
      "el-bajeo",
      "El bajeo: bajo alternado",
      "El pulgar alterna entre la fundamental y otra nota del acorde.",
      [
        "El **bajeo** es el corazón de la guitarra vallenata: el pulgar toca la nota fundamental del acorde en el primer tiempo y otra nota del acorde (normalmente la quinta) en el segundo. Imita el trabajo de los bajos del acordeón.",
        "Practica primero solo el pulgar, sin rasgueo, hasta que el bajo alternado salga sin pensar en cada acorde de las tres tonalidades.",
      ],
      [
        "Bajo alternado en Do: quinta cuerda y cuarta cuerda.",
        "Bajo alternado en Sol: sexta y cuarta cuerda.",
        "Cambia entre Do y Sol7 manteniendo el bajeo.",
      ],
    ),
    topic(
      "rasgueo-del-paseo",
      "El rasgueo del paseo",
      "Bajo, rasgueo, bajo, rasgueo: el patrón del paseo en guitarra.",
      [
        "El paseo en guitarra combina el bajo alternado con un rasgueo corto hacia abajo en los contratiempos. El resultado suena como el acordeón y la caja juntos: bajo firme y acorde que empuja.",
        "Mantén el rasgueo corto, tocando solo las tres o cuatro cuerdas agudas, para que no tape el bajo.",
      ],
      [
        "Patrón bajo – rasgueo sobre Do durante dos minutos.",
        "Mismo patrón en la progresión Do – Fa – Sol7.",
        "Acompaña un paseo grabado con este patrón.",
      ],
    ),
    topic(
      "el-merengue-en-guitarra",
      "El merengue en guitarra",
      "Un rasgueo ternario con bajo en el tiempo fuerte.",
      [
        "En el merengue el pulgar marca el bajo en el tiempo fuerte y la mano derecha completa el tiempo con dos rasgueos cortos. Es el mismo «uno-y-a» que se cuenta en el acordeón y la caja.",
        "Cuenta en voz alta y acentúa el bajo. Cuando el patrón salga parejo, úsalo en la progresión Sol – Do – Re7.",
      ],
      [
        "Patrón del merengue sobre Sol contando en voz alta.",
        "Progresión Sol – Do – Re7 con el patrón.",
        "Alterna paseo y merengue cada cuatro compases.",
      ],
    ),
    topic(
      "cambios-i-iv-v",
      "Cambios I–IV–V a tempo",
      "Cambiar de acorde sin romper el bajeo.",
      [
        "En el vallenato los cambios de acorde suelen caer al inicio del compás, y el bajo del nuevo acorde debe sonar justo en el tiempo uno. Prepara la mano izquierda durante el último rasgueo del compás anterior.",
        "Practica con metrónomo, subiendo la velocidad solo cuando el bajo del nuevo acorde llegue a tiempo diez veces seguidas.",
      ],
      [
        "Do – Fa cada compás a 70 pulsaciones por minuto.",
        "Do – Sol7 cada compás.",
        "Progresión completa I–IV–V–I en las tres tonalidades.",
      ],
    ),
    topic(
      "acompanar-un-paseo",
      "Acompañar un paseo completo",
      "Introducción, versos y coros con el mismo patrón.",
      [
        "Elige un paseo clásico en Do o en Sol y escribe su estructura con los acordes de cada sección. Toca primero solo el bajeo y luego el patrón completo.",
        "Canta o tararea la melodía mientras tocas: la voz te indica cuándo cambiar de acorde y le ayuda a no detenerse ante un error.",
      ],
      [
        "Escribe la estructura y los acordes de un paseo.",
        "Tócalo completo solo con el bajeo.",
        "Tócalo con el patrón completo y canta.",
      ],
    ),
    topic(
      "primeros-punteos",
      "Primeros punteos",
      "Frases cortas entre los versos, como responde el acordeón.",
      [
        "Entre los versos, la guitarra puede responder con frases cortas en las cuerdas agudas, como hace el acordeón. Empieza con tres o cuatro notas de la escala de la tonalidad que terminen en la nota del acorde.",
        "Un punteo sencillo bien ubicado vale más que uno largo que tape al cantante. Colócalo justo cuando la voz descansa.",
      ],
      [
        "Frase de cuatro notas en Do que termine en Do.",
        "La misma frase en Sol.",
        "Inserta el punteo al final de cada verso de su paseo.",
      ],
    ),
  ],
  exercises: [
    {
      title: "Fundamentos de la guitarra vallenata",
      description: "Acordes, bajeo y rasgueos de paseo y merengue.",
      questions: [
        single("En la tonalidad de Sol, ¿cuáles son los acordes I, IV y V7?", "Sol, Do y Re7.", [
          ["Sol, Do y Re7", true],
          ["Sol, Re y La7", false],
          ["Do, Fa y Sol7", false],
        ]),
        single("¿Qué imita el bajeo de la guitarra?", "Los bajos del acordeón.", [
          ["Los bajos del acordeón", true],
          ["La guacharaca", false],
          ["La voz", false],
        ]),
        single("En el bajo alternado, ¿qué nota suele tocar el pulgar en el segundo tiempo?", "Normalmente la quinta del acorde.", [
          ["La quinta del acorde", true],
          ["Una nota fuera del acorde", false],
          ["Siempre la sexta cuerda al aire", false],
        ]),
        multiple("¿Qué ayuda a que el rasgueo no tape el bajo? (elige todas las correctas)", "Rasgueo corto sobre las cuerdas agudas.", [
          ["Rasguear solo las cuerdas agudas", true],
          ["Hacer el rasgueo corto", true],
          ["Rasguear las seis cuerdas con fuerza", false],
        ]),
        single("¿Cuándo conviene hacer un punteo?", "Cuando la voz descansa, entre versos.", [
          ["Mientras el cantante canta", false],
          ["Cuando la voz descansa", true],
          ["Solo al final de la canción", false],
        ]),
      ],
    },
  ],
};
