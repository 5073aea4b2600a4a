import { type SeedLevel, multiple, single, topic } from "./types";

export const cajaIntermedio: SeedLevel = {
  slug: "caja-intermedio",
  title: "Intermedio",
  description: "Son y puya en la caja, repiques, dinámica y el papel de la caja dentro del conjunto.",
  freeTopics: 1,
  topics: [
    topic(
      "el-son-en-la-caja",
      "El son en la caja",
      "Un patrón pausado y pesado que sostiene los bajos del acordeón.",
      [
        "En el son la caja toca menos golpes, pero más marcados: golpes abiertos profundos en el tiempo fuerte y golpes tapados que dejan respirar la melodía. El son pide paciencia; apurarse lo convierte en paseo.",
        "Escucha cómo la caja coincide con los bajos del acordeón en los sones de Alejo Durán. Esa coincidencia es la que da peso al aire.",
      ],
      [
        "Patrón del son a 60 pulsaciones por minuto durante tres minutos.",
        "Toca el son sobre una grabación, coincidiendo con los bajos.",
        "Grábate y revisa que no se acelere.",
      ],
    ),
    topic(
      "la-puya-en-la-caja",
      "La puya en la caja",
      "Velocidad, resistencia y golpes limpios en el aire más rápido.",
      [
        "En la puya la caja corre junto al acordeón con golpes continuos y repiques constantes. La clave es la economía de movimiento: manos cerca del cuero y golpes que salen de la muñeca, no del brazo.",
        "Construye la velocidad de forma gradual, con metrónomo, y no sacrifique la claridad de cada golpe. Una puya sucia cansa al oyente aunque sea rápida.",
      ],
      [
        "Golpes alternados de borde a 100 pulsaciones por minuto, en semicorcheas.",
        "Patrón de puya a 110 durante un minuto.",
        "Sube cinco pulsaciones por minuto cada semana.",
      ],
    ),
    topic(
      "repiques-y-remates",
      "Repiques y remates",
      "Figuras rápidas para adornar y cerrar frases con el acordeón.",
      [
        "El **repique** es una ráfaga corta de golpes alternados que adorna el ritmo; el **remate** cierra una sección con un golpe fuerte. Juntos marcan la estructura de la canción y le dan energía a los cambios.",
        "Un repique debe caer dentro del compás, sin empujar el tempo. Cuenta siempre y haz que el último golpe coincida con el tiempo fuerte siguiente.",
      ],
      [
        "Repique de seis golpes que termina en el tiempo uno.",
        "Tres remates distintos al final de una frase de cuatro compases.",
        "Combina repique y remate al final de la introducción.",
      ],
    ),
    topic(
      "dinamica",
      "Dinámica: tocar suave y fuerte",
      "El volumen también es parte del ritmo: acompañar la voz y empujar los coros.",
      [
        "Una caja que toca siempre al mismo volumen aplana la canción. En los versos baja la intensidad para que se entienda la letra, y súbela en los coros y en los pasajes del acordeón.",
        "El volumen se controla con la altura desde la que cae la mano, no con la fuerza. Practica el mismo patrón a tres alturas distintas.",
      ],
      [
        "Patrón del paseo suave, medio y fuerte, cuatro compases cada uno.",
        "Crescendo de ocho compases de suave a fuerte.",
        "Toca una canción bajando en los versos y subiendo en los coros.",
      ],
    ),
    topic(
      "cambios-de-aire",
      "Cambios de aire",
      "Pasar de paseo a merengue o a puya sin perder el pulso.",
      [
        "Algunas presentaciones encadenan aires sin detenerse, y en las parrandas es común cambiar de ritmo según el ánimo. La caja es la que anuncia el cambio, con un remate que prepara al conjunto.",
        "Practica las transiciones lentas: el último compás del aire anterior, el remate y el primer compás del nuevo aire. El pulso de fondo no debe cambiar.",
      ],
      [
        "Cuatro compases de paseo, remate y cuatro de merengue.",
        "Cuatro compases de merengue, remate y cuatro de puya.",
        "Encadena los tres aires sin detenerse.",
      ],
    ),
    topic(
      "adornos-con-los-dedos",
      "Adornos con los dedos",
      "Golpes suaves de dedos que rellenan el ritmo sin taparlo.",
      [
        "Entre los golpes principales, los cajeros agregan toques suaves con las yemas, casi imperceptibles, que dan movimiento al ritmo. Son el equivalente a los adornos del acordeón.",
        "El secreto está en el contraste: los adornos deben sonar mucho más bajo que los golpes principales. Si suenan igual, el patrón pierde claridad.",
      ],
      [
        "Patrón del paseo con un toque de dedos entre cada golpe.",
        "Mismo ejercicio con la otra mano.",
        "Grábate y comprueba que los adornos suenan más bajo.",
      ],
    ),
    topic(
      "la-caja-en-el-conjunto",
      "La caja dentro del conjunto",
      "Escuchar al acordeón y a la guacharaca para sonar como un solo instrumento.",
      [
        "La caja y la guacharaca se reparten el ritmo: cuando una acentúa, la otra rellena. Escuchar a la guacharaca evita que las dos choquen y hace que el conjunto suene compacto.",
        "En el ensayo, mira al acordeonero: sus gestos anuncian los finales, los cambios y los remates. La comunicación visual es tan importante como el oído.",
      ],
      [
        "Ensaya con una guacharaca (o una grabación) solo el patrón del paseo.",
        "Acuerden tres señales para final, remate y cambio de aire.",
        "Toquen una canción completa respetando esas señales.",
      ],
    ),
    topic(
      "resistencia-y-velocidad",
      "Resistencia y velocidad",
      "Rutina diaria para tocar una presentación completa sin cansarse.",
      [
        "Una presentación puede durar una hora, y la caja no descansa. La resistencia se construye con práctica diaria, sesiones cada vez más largas y, sobre todo, manos relajadas: la tensión es lo que cansa.",
        "Calienta siempre antes de tocar fuerte y estira muñecas y antebrazos al terminar. Si aparece dolor, detente: el dolor no es parte del estudio.",
      ],
      [
        "Cinco minutos de calentamiento con golpes suaves.",
        "Diez minutos seguidos de paseo a tempo, sin detenerse.",
        "Estiramiento de muñecas y antebrazos al final.",
      ],
    ),
  ],
  exercises: [
    {
      title: "La caja en los cuatro aires",
      description: "Son, puya, repiques, dinámica y trabajo en conjunto.",
      questions: [
        single("¿Con qué instrumento coincide la caja en el son?", "En el son la caja coincide con los bajos del acordeón.", [
          ["Con los bajos del acordeón", true],
          ["Con la voz", false],
          ["Con la guitarra", false],
        ]),
        single("¿Cómo se controla el volumen de un golpe?", "Con la altura desde la que cae la mano.", [
          ["Apretando más el brazo", false],
          ["Con la altura desde la que cae la mano", true],
          ["Cambiando la afinación", false],
        ]),
        multiple("¿Qué ayuda a tocar la puya rápido y limpio? (elige todas las correctas)", "Manos cerca del cuero, golpes de muñeca y subir la velocidad poco a poco.", [
          ["Manos cerca del cuero", true],
          ["Golpes desde el hombro", false],
          ["Subir la velocidad gradualmente", true],
          ["Metrónomo", true],
        ]),
        single("¿Quién anuncia un cambio de aire dentro del conjunto?", "La caja lo anuncia con un remate.", [
          ["La caja, con un remate", true],
          ["El público", false],
          ["Nadie: se cambia de golpe", false],
        ]),
        single("¿Cómo deben sonar los adornos de dedos?", "Mucho más bajo que los golpes principales.", [
          ["Igual que los golpes principales", false],
          ["Más bajo que los golpes principales", true],
          ["Más fuerte que los golpes principales", false],
        ]),
      ],
    },
  ],
};
