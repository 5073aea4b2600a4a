import { type SeedLevel, multiple, single, topic } from "./types";

export const guitarraIntermedio: SeedLevel = {
  slug: "guitarra-intermedio",
  title: "Intermedio",
  description: "Cejilla, arpegios, pentatónica, acordes de séptima y los ritmos latinos más usados.",
  freeTopics: 1,
  topics: [
    topic(
      "la-cejilla",
      "La cejilla: Fa mayor y Si menor",
      "Presionar varias cuerdas con el índice para tocar acordes en cualquier traste.",
      [
        "La **cejilla** consiste en apoyar el índice sobre todas las cuerdas de un traste, como si fuera una cejuela móvil. Con ella, una forma de acorde abierto se puede trasladar a cualquier traste: la forma de Mi en el traste 1 es Fa mayor; la de La menor en el traste 2 es Si menor.",
        "La fuerza no sale del pulgar apretando el mástil, sino del peso del brazo que tira hacia atrás. Gira un poco el índice para apoyar su lado óseo y coloca el dedo justo detrás del traste.",
      ],
      [
        "Pon solo la cejilla en el traste 5 y toca cuerda por cuerda hasta que todas suenen.",
        "Arma Fa mayor en el traste 1, suéltalo y vuelve a ponerlo diez veces.",
        "Progresión Do – Fa – Sol – Do con cejilla en Fa.",
      ],
    ),
    topic(
      "arpegios",
      "Arpegios con los dedos",
      "Tocar las notas del acorde una a una: pulgar para los bajos, índice, medio y anular para las agudas.",
      [
        "Un arpegio reparte el acorde en el tiempo: el pulgar toca el bajo y los dedos índice, medio y anular se encargan de la tercera, segunda y primera cuerda. Es el acompañamiento clásico de baladas, boleros y canciones suaves.",
        "El patrón p–i–m–a–m–i (pulgar, índice, medio, anular, medio, índice) sirve para casi todo. Mantén la mano quieta sobre las cuerdas y deja que cada dedo haz un movimiento corto hacia la palma.",
      ],
      [
        "Patrón p–i–m–a–m–i sobre La menor a 60 pulsaciones por minuto.",
        "El mismo patrón cambiando entre Do, La menor, Re menor y Sol.",
        "Cambia el bajo del pulgar según la cuerda más grave de cada acorde.",
      ],
    ),
    topic(
      "escala-pentatonica",
      "La escala pentatónica menor",
      "Cinco notas que sirven para solos, adornos y primeras improvisaciones.",
      [
        "La **pentatónica menor** tiene cinco notas y casi no tiene notas que choquen con los acordes, por eso es la puerta de entrada a los solos. Su primera posición en La menor empieza en el traste 5 de la sexta cuerda y usa dos notas por cuerda.",
        "Apréndela con digitación fija: índice para el traste 5 y anular o meñique para los trastes 7 y 8. Tócala subiendo y bajando con la uñeta alternando abajo y arriba.",
      ],
      [
        "Pentatónica de La menor en primera posición, subiendo y bajando, a 70 pulsaciones por minuto.",
        "Toca la escala en grupos de tres notas.",
        "Improvisa frases cortas con la escala sobre la progresión La menor – Sol.",
      ],
    ),
    topic(
      "acordes-de-septima",
      "Acordes de séptima",
      "Sol7, Do7, Mi7 y La7: la tensión que pide resolver.",
      [
        "El acorde de **séptima dominante** agrega una nota que crea tensión y pide volver al acorde principal. Por eso aparece justo antes de regresar a la tónica: Sol7 lleva a Do, Mi7 lleva a La menor.",
        "Muchas formas de séptima salen de quitar o agregar un dedo a los acordes que ya conoce. Practica cada una con su resolución para que el oído se acostumbre al movimiento.",
      ],
      [
        "Toca Sol7 – Do, Mi7 – La menor y La7 – Re, cuatro veces cada par.",
        "Progresión Do – La menor – Re menor – Sol7.",
        "Escucha la diferencia entre Sol y Sol7 antes de ir a Do.",
      ],
    ),
    topic(
      "ritmos-latinos",
      "Ritmos latinos: balada y bolero",
      "Dos patrones de mano derecha para la música romántica latinoamericana.",
      [
        "La **balada** se acompaña con un rasgueo suave en corcheas o con arpegios, acentuando el segundo y el cuarto tiempo. El **bolero** tiene un patrón característico en el que el pulgar marca los bajos y los dedos responden con el acorde en un ritmo sincopado.",
        "En ambos casos la dinámica es clave: el acompañamiento debe dejar espacio a la voz. Toca más suave en las estrofas y sube un poco la intensidad en el coro.",
      ],
      [
        "Patrón de balada sobre Do – La menor – Fa – Sol.",
        "Patrón de bolero sobre La menor – Mi7 a 70 pulsaciones por minuto.",
        "Toca una estrofa suave y un coro más fuerte con el mismo patrón.",
      ],
    ),
    topic(
      "tablatura",
      "Leer tablatura",
      "El sistema de seis líneas con números que usan la mayoría de partituras de guitarra.",
      [
        "La **tablatura** dibuja las seis cuerdas como líneas (la de arriba es la primera, Mi agudo) y escribe sobre ellas el número de traste que hay que presionar. Un cero significa cuerda al aire.",
        "La tablatura dice dónde poner los dedos, pero no siempre el ritmo; combínala con la grabación de la canción. Lee de izquierda a derecha y toca juntas las notas que están en la misma columna.",
      ],
      [
        "Lee y toca una melodía de ocho compases en tablatura.",
        "Escribe en tablatura la pentatónica que aprendiste.",
        "Escucha la canción original y ajusta el ritmo de la tablatura.",
      ],
    ),
    topic(
      "rasgueo-con-apagado",
      "Rasgueo con apagado",
      "El golpe percusivo que da energía al rasgueo en pop y música latina.",
      [
        "El **apagado** se hace golpeando las cuerdas con el canto de la mano derecha mientras se rasguea, o aflojando la presión de la mano izquierda. El resultado es un «chas» seco que marca el ritmo como una caja de batería.",
        "Colócalo en el segundo y el cuarto tiempo del compás. Al principio practícalo lento y exagerado, y luego intégralo al patrón de rasgueo que ya conoce.",
      ],
      [
        "Alterna un rasgueo normal y uno apagado en negras.",
        "Patrón abajo – apagado – arriba – abajo – apagado – arriba.",
        "Aplica el apagado a una canción que ya toques.",
      ],
    ),
    topic(
      "progresiones",
      "Progresiones que se repiten en mil canciones",
      "I–IV–V y I–V–vi–IV: reconocerlas para aprender canciones más rápido.",
      [
        "Muchas canciones comparten las mismas progresiones de acordes. La **I–IV–V** (por ejemplo Do – Fa – Sol) es la base del rock y de la música tradicional; la **I–V–vi–IV** (Do – Sol – La menor – Fa) está en cientos de éxitos de pop.",
        "Aprender a reconocerlas de oído le permite sacar canciones sin partitura y cambiarlas de tonalidad con facilidad. Toca cada progresión en varias tonalidades hasta que la sientas como un solo movimiento.",
      ],
      [
        "Progresión I–IV–V en Do, Sol y Re.",
        "Progresión I–V–vi–IV en Do y en Sol.",
        "Identifica la progresión de una canción que te guste y tócala.",
      ],
    ),
  ],
  exercises: [
    {
      title: "Técnica intermedia de guitarra",
      description: "Cejilla, arpegios, escalas, séptimas y progresiones.",
      questions: [
        single("¿Qué acorde resulta de la forma de Mi mayor con cejilla en el traste 1?", "Cada traste sube medio tono: Mi en el traste 1 es Fa.", [
          ["Fa mayor", true],
          ["Mi menor", false],
          ["Sol mayor", false],
        ]),
        single("En el patrón de arpegio p–i–m–a, ¿qué toca el pulgar?", "El pulgar se encarga de los bajos.", [
          ["La primera cuerda", false],
          ["El bajo del acorde", true],
          ["La segunda cuerda", false],
        ]),
        single("¿Cuántas notas tiene la escala pentatónica?", "Penta significa cinco.", [
          ["Cinco", true],
          ["Siete", false],
          ["Doce", false],
        ]),
        multiple("¿Qué pares son resoluciones de séptima dominante? (elige todas las correctas)", "El acorde de séptima resuelve una cuarta arriba: Sol7 → Do, Mi7 → La menor, La7 → Re.", [
          ["Sol7 → Do", true],
          ["Mi7 → La menor", true],
          ["Do → Sol7", false],
          ["La7 → Re", true],
        ]),
        single("En la tablatura, ¿qué indica un 0 sobre una línea?", "El cero es la cuerda al aire.", [
          ["Silencio", false],
          ["Cuerda al aire", true],
          ["Traste 10", false],
        ]),
      ],
    },
  ],
};
