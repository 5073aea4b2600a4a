import { type SeedLevel, multiple, single, topic } from "./types";

export const guacharacaBasico: SeedLevel = {
  slug: "guacharaca-basico",
  title: "Básico",
  description: "La guacharaca y el trinche, la sujeción, el raspado en dos direcciones y los ritmos de paseo y merengue.",
  freeTopics: 2,
  topics: [
    topic(
      "la-guacharaca-y-el-trinche",
      "La guacharaca y el trinche",
      "Un instrumento de raspado hecho de caña y un tenedor de alambre.",
      [
        "La **guacharaca** es un cilindro de caña o madera con ranuras talladas en su superficie; se toca raspándola con el **trinche**, un tenedor de alambres delgados. Su sonido rasposo completa el ritmo de la caja y el acordeón.",
        "Su nombre viene de un ave de la región cuyo canto recuerda el sonido del instrumento. Es pequeña y sencilla, pero una buena guacharaca es la que hace que el conjunto suene compacto.",
      ],
      [
        "Pasa el trinche suavemente por toda la guacharaca y escucha el sonido.",
        "Compara el sonido raspando cerca del borde y en el centro de las ranuras.",
        "Escucha una grabación de paseo e identifica la guacharaca.",
      ],
    ),
    topic(
      "postura-y-sujecion-guacharaca",
      "Postura y sujeción",
      "Cómo sostener la guacharaca y el trinche sin tensión.",
      [
        "La mano izquierda sostiene la guacharaca por su extremo, inclinada unos cuarenta y cinco grados y apoyada contra el cuerpo. La mano derecha toma el trinche por el mango, con el pulgar encima, como si sostuviera un cepillo.",
        "El movimiento del raspado sale del antebrazo, con la muñeca flexible. Si la guacharaca se mueve mientras raspas, apóyala mejor contra el cuerpo en lugar de apretarla.",
      ],
      [
        "Sostén la guacharaca en posición durante un minuto sin tensión.",
        "Raspa de arriba abajo en movimientos largos, diez veces.",
        "Revisa frente a un espejo el ángulo del instrumento.",
      ],
    ),
    topic(
      "raspado-en-dos-direcciones",
      "El raspado hacia abajo y hacia arriba",
      "Los dos movimientos básicos y cómo hacer que suenen parejos.",
      [
        "El raspado **hacia abajo** suele ser más fuerte y marca los acentos; el raspado **hacia arriba** es más corto y rellena. El ritmo nace de combinar ambos con precisión.",
        "Empieza con movimientos largos y lentos, contando en voz alta. Cuando ambos suenen claros, acorta el recorrido para ganar velocidad.",
      ],
      [
        "Abajo y arriba alternados en negras a 70 pulsaciones por minuto.",
        "Mismo ejercicio en corcheas.",
        "Acentúa solo los raspados hacia abajo.",
      ],
    ),
    topic(
      "el-paseo-en-la-guacharaca",
      "El paseo en la guacharaca",
      "El patrón del aire más tocado y cómo encaja con la caja.",
      [
        "En el paseo la guacharaca combina un raspado largo hacia abajo con dos cortos, en un ciclo que se repite en cada tiempo. Ese patrón da al paseo su avance constante.",
        "Practícalo con metrónomo y luego sobre grabaciones, escuchando que sus acentos no choquen con los golpes abiertos de la caja.",
      ],
      [
        "Patrón del paseo a 80 pulsaciones por minuto durante dos minutos.",
        "El mismo patrón sobre una grabación.",
        "Cuenta cuántos compases aguanta sin perder el ritmo.",
      ],
    ),
    topic(
      "el-merengue-en-la-guacharaca",
      "El merengue en la guacharaca",
      "Tres movimientos por tiempo para el aire de subdivisión ternaria.",
      [
        "En el merengue la guacharaca raspa tres veces por tiempo, con el primer raspado hacia abajo y acentuado. Ese acento es el que da el balanceo característico del aire.",
        "Si te cuesta sentir el tres, cuenta «uno-y-a, dos-y-a» en voz alta mientras raspa.",
      ],
      [
        "Tres raspados por tiempo contando en voz alta.",
        "Acento en el primero de cada grupo.",
        "Alterna cuatro compases de paseo y cuatro de merengue.",
      ],
    ),
    topic(
      "acentos",
      "Acentos",
      "Hacer sonar más unos raspados que otros para dar forma al ritmo.",
      [
        "Un patrón sin acentos suena plano. El acento se logra con un raspado más largo y con un poco más de presión del trinche contra la guacharaca.",
        "Practica mover el acento: primero en el tiempo uno, luego en el dos, luego en la segunda corchea. Ese control le permitirá seguir los cambios de la caja.",
      ],
      [
        "Ocho raspados con acento en el primero.",
        "Mismo grupo con acento en el tercero y en el quinto.",
        "Patrón del paseo acentuando solo el primer tiempo del compás.",
      ],
    ),
    topic(
      "escuchar-a-la-caja",
      "Escuchar a la caja",
      "Caja y guacharaca se reparten el ritmo: cuándo acentuar y cuándo rellenar.",
      [
        "La guacharaca no compite con la caja: la complementa. Cuando la caja da un golpe abierto, la guacharaca rellena; cuando la caja hace un remate, la guacharaca lo acompaña o se detiene.",
        "Para aprenderlo, toca sobre grabaciones concentrándose en la caja y no en el acordeón. Anota dónde están sus remates y prepárate para ellos.",
      ],
      [
        "Escucha una canción solo atendiendo a la caja.",
        "Tócala marcando con un acento cada remate de la caja.",
        "Toca con un cajero o una pista de caja durante cinco minutos.",
      ],
    ),
    topic(
      "tocar-con-grabaciones-guacharaca",
      "Tocar con grabaciones",
      "Canciones completas de principio a fin.",
      [
        "Tocar canciones completas entrena la concentración y la resistencia. Elige tres canciones de tempo moderado y tócalas enteras, aunque al principio solo mantengas el patrón básico.",
        "Al terminar cada canción, pregúntate si se aceleró, si perdió el ritmo en algún cambio y si sus acentos coincidieron con la caja. Esa autoevaluación guía la práctica del día siguiente.",
      ],
      [
        "Toca tres canciones completas seguidas.",
        "Anota los momentos donde perdió el ritmo.",
        "Practica esos momentos por separado.",
      ],
    ),
  ],
  exercises: [
    {
      title: "Fundamentos de la guacharaca",
      description: "El instrumento, la sujeción, el raspado y los primeros ritmos.",
      questions: [
        single("¿Con qué se toca la guacharaca?", "Con el trinche, un tenedor de alambres.", [
          ["Con baquetas", false],
          ["Con el trinche", true],
          ["Con la mano abierta", false],
        ]),
        single("¿Qué raspado suele marcar los acentos?", "El raspado hacia abajo es el más fuerte.", [
          ["Hacia abajo", true],
          ["Hacia arriba", false],
          ["Ninguno", false],
        ]),
        single("¿Cuántos raspados por tiempo se hacen en el merengue?", "El merengue divide el pulso en tres.", [
          ["Dos", false],
          ["Tres", true],
          ["Cinco", false],
        ]),
        multiple("¿Cómo se logra un acento? (elige todas las correctas)", "Raspado más largo y un poco más de presión.", [
          ["Con un raspado más largo", true],
          ["Con más presión del trinche", true],
          ["Soltando la guacharaca", false],
        ]),
        single("Cuando la caja da un golpe abierto, la guacharaca…", "Rellena: caja y guacharaca se reparten el ritmo.", [
          ["Rellena el ritmo", true],
          ["Hace un remate más fuerte", false],
          ["Deja de tocar siempre", false],
        ]),
      ],
    },
  ],
};
