import { type SeedLevel, multiple, single, topic } from "./types";

export const guacharacaIntermedio: SeedLevel = {
  slug: "guacharaca-intermedio",
  title: "Intermedio",
  description: "Son y puya en la guacharaca, variaciones, remates, coros y cuidado del instrumento.",
  freeTopics: 1,
  topics: [
    topic(
      "el-son-en-la-guacharaca",
      "El son en la guacharaca",
      "Raspados largos y pausados para el aire más lento.",
      [
        "En el son la guacharaca baja la intensidad y alarga los raspados, dejando espacio a los bajos del acordeón y a los golpes profundos de la caja. Menos es más: cada raspado debe sonar completo.",
        "Cuida el tempo: el son invita a acelerarse hacia el paseo. Practica con metrónomo a 60 pulsaciones por minuto hasta que el patrón se sienta cómodo.",
      ],
      [
        "Patrón del son a 60 durante tres minutos.",
        "Toca sobre una grabación de son sin acelerar.",
        "Grábate y compara el tempo del inicio y del final.",
      ],
    ),
    topic(
      "la-puya-en-la-guacharaca",
      "La puya en la guacharaca",
      "Raspados cortos y rápidos con la muñeca suelta.",
      [
        "La puya exige raspados muy cortos, casi vibraciones, que salen de la muñeca. El brazo apenas se mueve; si lo mueve mucho, se cansará en pocos compases.",
        "Sube la velocidad de forma gradual y no pierda la diferencia entre raspados fuertes y débiles: sin acentos, la puya se vuelve un ruido continuo.",
      ],
      [
        "Raspados cortos en semicorcheas a 100 pulsaciones por minuto.",
        "Patrón de puya a 110 durante un minuto.",
        "Sube cinco pulsaciones cada semana.",
      ],
    ),
    topic(
      "variaciones",
      "Variaciones del patrón",
      "Cambiar el patrón sin salirse del aire para darle vida a la canción.",
      [
        "Tocar siempre el mismo patrón durante cuatro minutos cansa al oyente. Los guacharaqueros varían cambiando el acento, omitiendo un raspado o agregando uno corto, sin perder el pulso.",
        "Crea tres variaciones del paseo y úsalas en distintas partes de la canción: una para los versos, otra para los coros y otra para los pasajes del acordeón.",
      ],
      [
        "Escribe tres variaciones del patrón del paseo.",
        "Toca cada una durante ocho compases.",
        "Combínalas en una canción completa.",
      ],
    ),
    topic(
      "remates-en-la-guacharaca",
      "Remates",
      "Cerrar frases junto a la caja y al acordeón.",
      [
        "El remate de la guacharaca suele ser un raspado largo y fuerte hacia abajo que coincide con el golpe final de la caja. Cuando los dos rematan juntos, el conjunto suena como un solo instrumento.",
        "Practica los remates con grabaciones y, si puedes, con un cajero. Pónganse de acuerdo en dónde rematan para no sorprenderse.",
      ],
      [
        "Remate al final de cada frase de cuatro compases.",
        "Remate coincidiendo con la caja en una grabación.",
        "Toca una canción con remates en cada cambio de sección.",
      ],
    ),
    topic(
      "dinamica-guacharaca",
      "Dinámica",
      "Subir y bajar la intensidad según la canción.",
      [
        "Igual que la caja, la guacharaca acompaña la forma de la canción: más suave en los versos, más presente en los coros. La intensidad se controla con la presión del trinche y el largo del raspado.",
        "Practica el mismo patrón en tres intensidades y luego aplícalas a una canción completa.",
      ],
      [
        "Patrón del paseo suave, medio y fuerte.",
        "Crescendo de ocho compases.",
        "Canción completa con versos suaves y coros fuertes.",
      ],
    ),
    topic(
      "guacharaca-y-coros",
      "Guacharaca y coros",
      "Tocar y cantar a la vez, como hacen muchos guacharaqueros.",
      [
        "En muchos conjuntos el guacharaquero también hace los coros. Tocar y cantar a la vez exige que el patrón sea completamente automático, para que la atención pueda ir a la voz.",
        "Empieza tarareando la melodía del coro mientras tocas el patrón más sencillo; luego agrega la letra. Si el ritmo se desarma, vuelve a tararear.",
      ],
      [
        "Toca el patrón del paseo tarareando el coro.",
        "Agrega la letra del coro.",
        "Toca y canta una canción completa.",
      ],
    ),
    topic(
      "cuidado-del-instrumento",
      "Fabricación y cuidado",
      "Cómo está hecha una guacharaca y cómo conservarla.",
      [
        "La guacharaca tradicional se hace de caña de lata, ahuecada y con ranuras talladas a mano; hoy también se fabrican de madera y de plástico. La profundidad y separación de las ranuras definen su sonido.",
        "Guárdala lejos de la humedad y del sol directo, que rajan la caña. Limpia las ranuras con un cepillo seco y revisa que los alambres del trinche estén parejos.",
      ],
      [
        "Revisa las ranuras de tu guacharaca y límpialas.",
        "Endereza o cambia los alambres torcidos del trinche.",
        "Compara el sonido de dos guacharacas de materiales distintos, si puedes.",
      ],
    ),
    topic(
      "tocar-en-conjunto",
      "Tocar en conjunto",
      "Ensayar con acordeón y caja: señales, escucha y repertorio.",
      [
        "El verdadero aprendizaje llega al tocar con otros. En el ensayo, ubícate donde puedas ver al acordeonero y al cajero, y acuerden señales para los finales y los cambios de aire.",
        "Prepara un repertorio corto con un aire de cada tipo y ensáyenlo completo varias veces. La seguridad en el repertorio es la mejor cura para los nervios en tarima.",
      ],
      [
        "Acuerda con su conjunto tres señales básicas.",
        "Ensayen un paseo, un merengue, un son y una puya.",
        "Toquen el repertorio completo sin detenerse.",
      ],
    ),
  ],
  exercises: [
    {
      title: "La guacharaca en los cuatro aires",
      description: "Son, puya, variaciones, remates y trabajo en conjunto.",
      questions: [
        single("¿De dónde sale el movimiento en la puya?", "De la muñeca, con raspados muy cortos.", [
          ["Del hombro", false],
          ["De la muñeca", true],
          ["De la cintura", false],
        ]),
        single("¿Con qué coincide el remate de la guacharaca?", "Con el golpe final de la caja.", [
          ["Con el golpe final de la caja", true],
          ["Con la primera nota del cantante", false],
          ["Con nada: va suelto", false],
        ]),
        multiple("¿Cómo se puede variar un patrón sin salir del aire? (elige todas las correctas)", "Cambiando acentos, omitiendo o agregando raspados, sin perder el pulso.", [
          ["Cambiando el acento", true],
          ["Omitiendo un raspado", true],
          ["Cambiando el tempo de golpe", false],
          ["Agregando un raspado corto", true],
        ]),
        single("¿De qué material es la guacharaca tradicional?", "De caña de lata.", [
          ["De caña de lata", true],
          ["De metal", false],
          ["De cuero", false],
        ]),
        single("Para tocar y cantar a la vez, el patrón debe…", "Ser automático para que la atención ve a la voz.", [
          ["Ser automático", true],
          ["Cambiar en cada compás", false],
          ["Ser el más rápido posible", false],
        ]),
      ],
    },
  ],
};
