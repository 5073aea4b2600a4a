import { type SeedLevel, multiple, single, topic } from "./types";

export const acordeonBasico: SeedLevel = {
  slug: "acordeon-basico",
  title: "Básico",
  description:
    "Desde cero: conoce el acordeón diatónico, domina el fuelle, ubica los pitos y los bajos y toca tu primer paseo vallenato completo.",
  isSpecial: true,
  freeTopics: 2,
  topics: [
    topic(
      "conociendo-el-acordeon",
      "Conociendo el acordeón diatónico",
      "Las partes del instrumento y por qué cada botón suena distinto al abrir y al cerrar.",
      [
        "El acordeón vallenato es un acordeón diatónico de botones: a la derecha están los **pitos**, repartidos en tres hileras, y a la izquierda los **bajos**, que llevan la armonía. En el centro, el **fuelle** empuja el aire que hace vibrar las lengüetas.",
        "Es un instrumento bisonoro: cada pito da una nota al **abrir** el fuelle y otra distinta al **cerrarlo**. Por eso en vallenato no basta con saber qué botón oprimir; también hay que saber en qué dirección va el fuelle en ese momento.",
        "El afinamiento más común en Colombia es el llamado de «cinco letras» (Fa, Si bemol y Mi bemol), aunque muchos acordeoneros tocan también en Sol, Do y Fa. En este curso indicamos siempre la hilera y la dirección del fuelle, así que puede seguirlo con cualquiera de los dos.",
      ],
      [
        "Identifica en tu acordeón las tres hileras de pitos, los doce bajos, las correas y el botón de aire.",
        "Oprime el primer pito de la hilera de afuera abriendo y luego cerrando: escucha las dos notas diferentes.",
        "Abre y cierra el fuelle con el botón de aire, sin tocar notas, para sentir su recorrido completo.",
      ],
    ),
    topic(
      "postura-y-agarre",
      "Postura y agarre del acordeón",
      "Sentarse, ajustar las correas y apoyar el instrumento para tocar sin tensión.",
      [
        "Siéntate en el borde de una silla firme, con la espalda recta y los pies apoyados. El acordeón descansa sobre la pierna izquierda, y la correa del hombro derecho lo sostiene para que la mano derecha quede libre y no tenga que cargar peso.",
        "La mano izquierda entra por la correa de los bajos con la muñeca recta: la correa debe quedar firme, pero permitir que los dedos lleguen a los botones sin doblar la muñeca. Toda la fuerza del fuelle sale del brazo izquierdo, no de los dedos.",
        "Una mala postura cansa rápido y produce notas que se cortan. Revisa en un espejo que los hombros estén relajados y que el teclado de pitos quede casi vertical, de modo que puedas ver las hileras inclinando un poco la cabeza.",
      ],
      [
        "Ajusta las correas de los hombros y la de los bajos hasta que el acordeón no se mueva al soltar la mano derecha.",
        "Durante dos minutos abre y cierra el fuelle lentamente manteniendo la postura frente a un espejo.",
        "Apoya los dedos índice, medio y anular de la mano derecha sobre la primera hilera sin oprimir, solo para ubicar la posición de reposo.",
      ],
    ),
    topic(
      "el-fuelle",
      "El fuelle: abrir y cerrar con control",
      "El fuelle es la respiración del acordeón: presión constante y cambios de dirección limpios.",
      [
        "El sonido del acordeón depende del fuelle tanto como de los dedos. Una presión pareja da notas estables; una presión que sube y baja hace que el volumen tiemble. Practica abrir en cuatro tiempos y cerrar en cuatro tiempos, contando en voz alta.",
        "Los cambios de dirección deben ser rápidos y sin silencio. El truco está en preparar el cambio: justo antes de llegar al final del recorrido, disminuya un poco la velocidad y cambia de dirección con un movimiento corto del brazo.",
        "En vallenato el fuelle también marca el ritmo: muchos golpes del paseo y del merengue nacen de sacudidas cortas del fuelle. Por eso conviene dominar primero el movimiento largo y controlado antes de pasar a los golpes rítmicos.",
      ],
      [
        "Con un solo pito oprimido, abre durante cuatro tiempos y cierra durante cuatro, a 60 pulsaciones por minuto.",
        "Repite el ejercicio en dos tiempos por dirección y luego en uno, sin que la nota se corte en los cambios.",
        "Toca una nota larga subiendo y bajando el volumen solo con la presión del fuelle.",
      ],
    ),
    topic(
      "los-pitos-primera-hilera",
      "Los pitos: la primera hilera",
      "Las notas de la hilera de afuera y la digitación de tres dedos.",
      [
        "La primera hilera, la de afuera, es la base de la mayoría de melodías vallenatas. En el acordeón de cinco letras está afinada en Fa: al recorrerla alternando abrir y cerrar se obtiene la escala de Fa mayor.",
        "La digitación habitual usa índice, medio y anular; el meñique entra en pasajes rápidos y el pulgar queda detrás del teclado como apoyo. Cada dedo se encarga de dos o tres botones vecinos, lo que evita saltos y deja la mano siempre en la misma zona.",
        "Memoriza las notas de la hilera por su posición y no por el dibujo de los botones: en la práctica nadie mira el teclado mientras toca. Un buen ejercicio es decir el nombre de la nota en voz alta cada vez que la toca.",
      ],
      [
        "Recorre la primera hilera del botón 3 al 7 abriendo y cerrando, diciendo el nombre de cada nota.",
        "Toca la misma secuencia con los ojos cerrados, tres veces seguidas sin equivocarse.",
        "Alterna dos botones vecinos con índice y medio durante un minuto, sin tensión en la muñeca.",
      ],
    ),
    topic(
      "los-bajos",
      "Los bajos y el acompañamiento",
      "Bajo y acorde: el bombeo que sostiene todo el conjunto vallenato.",
      [
        "Los bajos del acordeón vallenato vienen en pares: un botón da la nota grave (el **bajo**) y su vecino da el **acorde** completo. Igual que los pitos, cambian según la dirección del fuelle, así que cada par ofrece dos armonías.",
        "El patrón básico es bajo–acorde: el dedo medio oprime el bajo en el primer tiempo y el índice el acorde en el segundo. Ese vaivén, sincronizado con el fuelle, es lo que los acordeoneros llaman «llevar los bajos».",
        "Al principio toca los bajos solos, sin pitos, hasta que el patrón salga automático. Cuando la mano izquierda funcione sola, la mano derecha podrá concentrarse en la melodía.",
      ],
      [
        "Toca el par de bajos de Fa alternando bajo y acorde durante dos minutos, abriendo.",
        "Haz lo mismo con el par de Do cerrando, y luego cambia entre ambos cada cuatro tiempos.",
        "Cuenta en voz alta «uno, dos» mientras tocas, marcando el bajo en el uno.",
      ],
    ),
    topic(
      "escala-mayor",
      "La escala mayor en el acordeón",
      "Subir y bajar la escala combinando dirección del fuelle e hileras.",
      [
        "La escala mayor es el material con el que se construyen casi todas las melodías del vallenato. En el acordeón diatónico se toca combinando botones que suenan abriendo con otros que suenan cerrando, así que la escala también es un ejercicio de fuelle.",
        "Toca la escala de Fa mayor en la primera hilera: empieza lento, con una nota por tiempo, y procura que el cambio de dirección del fuelle no se nota. Cuando salga pareja, tócala de bajada, que suele costar más.",
        "Acompañar la escala con el bajo de Fa en cada tiempo le ayuda a escuchar la tonalidad y a coordinar ambas manos desde temprano.",
      ],
      [
        "Escala de Fa mayor subiendo y bajando, una nota por tiempo, a 60 pulsaciones por minuto.",
        "La misma escala en corcheas (dos notas por tiempo) a 60, y luego a 80.",
        "Escala con bajo de Fa en cada primer tiempo.",
      ],
    ),
    topic(
      "el-paseo-vallenato",
      "El paseo vallenato: primer ritmo",
      "El aire más popular del vallenato: compás, bajos y fuelle del paseo.",
      [
        "El **paseo** es el aire más tocado del vallenato: un ritmo de tiempo moderado en compás binario, ideal para contar historias. Canciones como «La casa en el aire» de Rafael Escalona muestran su carácter cadencioso.",
        "En el acordeón, el paseo se sostiene con el patrón bajo–acorde en cada tiempo y con un fuelle que cambia de dirección con la armonía. La mano derecha adorna con notas de la escala entre las frases del cantante.",
        "Escucha grabaciones clásicas y fíjate en la caja y la guacharaca: el acordeón nunca toca solo, y su ritmo encaja con el de ellas. Aprender a escuchar el conjunto es parte del estudio.",
      ],
      [
        "Toca el patrón bajo–acorde del paseo en Fa durante tres minutos, a 80 pulsaciones por minuto.",
        "Cambia de Fa a Do cada dos compases sin detener el ritmo.",
        "Sobre ese acompañamiento, agrega en los pitos la nota Fa en el primer tiempo de cada compás.",
      ],
    ),
    topic(
      "primera-melodia",
      "Primera melodía completa",
      "Juntar melodía, bajos y fuelle en una pieza corta de paseo.",
      [
        "Con la escala, los bajos y el ritmo del paseo ya tiene todo lo necesario para tocar una melodía completa. La pieza de este tema usa solo la primera hilera y los bajos de Fa y Do, y dura dieciséis compases.",
        "Apréndela por frases de cuatro compases: primero la mano derecha sola, luego la izquierda sola y, por último, las dos juntas a la mitad de la velocidad. Subir la velocidad es lo último que se hace.",
        "Grabarse con el teléfono es la forma más honesta de saber cómo suena: escucha si los cambios de fuelle se notan y si las notas largas se mantienen parejas.",
      ],
      [
        "Aprende las cuatro frases de la melodía por separado, con la mano derecha.",
        "Agrega los bajos frase por frase, a 60 pulsaciones por minuto.",
        "Toca la pieza completa tres veces seguidas y grábate la tercera.",
      ],
    ),
  ],
  exercises: [
    {
      title: "Fundamentos del acordeón",
      description: "Comprueba lo aprendido sobre el instrumento, el fuelle, los bajos y el paseo.",
      questions: [
        single("¿Qué significa que el acordeón vallenato sea bisonoro?", "Cada pito produce una nota al abrir el fuelle y otra distinta al cerrarlo.", [
          ["Que tiene dos hileras de pitos", false],
          ["Que cada botón da una nota al abrir y otra al cerrar", true],
          ["Que suena igual en cualquier dirección del fuelle", false],
          ["Que tiene dos registros de volumen", false],
        ]),
        single("¿De dónde debe salir la fuerza para mover el fuelle?", "El fuelle se mueve con el brazo izquierdo; los dedos solo oprimen los botones.", [
          ["De los dedos de la mano derecha", false],
          ["Del brazo izquierdo", true],
          ["De las piernas", false],
        ]),
        multiple("¿Qué partes tiene el lado izquierdo del acordeón? (elige todas las correctas)", "A la izquierda están los bajos, en pares de bajo y acorde, y la correa que sujeta la mano.", [
          ["Los botones de bajo", true],
          ["Los botones de acorde", true],
          ["La primera hilera de pitos", false],
          ["La correa de la mano izquierda", true],
        ]),
        single("En el patrón básico de acompañamiento, ¿qué se toca en el primer tiempo?", "El bajo va en el primer tiempo y el acorde en el segundo.", [
          ["El acorde", false],
          ["El bajo", true],
          ["Un pito de la tercera hilera", false],
        ]),
        single("¿Cuál es el aire más tocado del vallenato, de tiempo moderado y compás binario?", "El paseo es el aire más popular; el son es más lento y la puya más rápida.", [
          ["La puya", false],
          ["El paseo", true],
          ["El son", false],
          ["El merengue", false],
        ]),
        multiple("¿Cuáles de estas prácticas ayudan a tocar una melodía nueva? (elige todas las correctas)", "Se aprende por frases, con manos separadas y lento; la velocidad se sube al final.", [
          ["Aprenderla por frases cortas", true],
          ["Practicar cada mano por separado", true],
          ["Empezar a la velocidad de la grabación", false],
          ["Grabarse y escucharse", true],
        ]),
      ],
    },
  ],
};
