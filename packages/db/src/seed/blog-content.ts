/** The demo blog: categories and real Spanish articles about learning vallenato. */
export const DEMO_BLOG_CATEGORIES = [
  { name: "Acordeón", slug: "acordeon" },
  { name: "Guitarra", slug: "guitarra" },
  { name: "Percusión", slug: "percusion" },
  { name: "Consejos de práctica", slug: "consejos-de-practica" },
] as const;

type CategorySlug = (typeof DEMO_BLOG_CATEGORIES)[number]["slug"];

export interface DemoBlogPost {
  slug: string;
  title: string;
  excerpt: string;
  /** Days before the seed ran; null leaves the post as a draft. */
  publishedDaysAgo: number | null;
  categories: CategorySlug[];
  body: string;
}

/** Real articles for the demo blog (Spanish, Markdown). */
export const DEMO_BLOG_POSTS: readonly DemoBlogPost[] = [
  {
    slug: "5-errores-comunes-al-empezar-con-el-acordeon",
    title: "5 errores comunes al empezar con el acordeón",
    excerpt:
      "El fuelle, la postura y la prisa: los tropiezos que más frenan a quien empieza con el acordeón vallenato y cómo evitarlos desde la primera semana.",
    publishedDaysAgo: 152,
    categories: ["acordeon", "consejos-de-practica"],
    body: `Empezar con el acordeón vallenato es emocionante: en pocas semanas ya suenan las primeras melodías. Pero hay errores que casi todos cometemos al principio y que, si no se corrigen a tiempo, se convierten en malos hábitos difíciles de quitar. Estos son los cinco que más vemos en nuestros estudiantes.

## 1. Olvidarse del fuelle

El acordeón diatónico da una nota distinta en cada botón según abras o cierres el fuelle. Muchos principiantes se concentran solo en los dedos y mueven el fuelle sin pensar, así que la melodía se corta o suena la nota equivocada.

- Practica escalas diciendo en voz alta «abre» y «cierra» en cada nota.
- Marca en tu cuaderno con una flecha la dirección del fuelle de cada frase.
- Nunca cambies de dirección en medio de una nota larga.

## 2. Correas mal ajustadas

Si las correas están flojas, el instrumento se mueve y la mano derecha pierde la referencia de los pitos. Si están muy apretadas, los hombros se cansan en minutos.

1. Ajusta primero la correa del hombro izquierdo.
2. Luego la del derecho, hasta que el acordeón quede firme contra el pecho.
3. La correa de la mano izquierda debe permitirte abrir el fuelle sin que la mano se salga.

## 3. Mirar los botones todo el tiempo

Es normal mirar al principio, pero si no lo dejas pronto, nunca ganarás velocidad. Toca con los ojos cerrados las escalas que ya conoces y usa como guía el botón de referencia de cada hilera.

## 4. Dejar los bajos para después

El vallenato no es solo melodía: los bajos marcan el aire de la canción. Si pasas meses tocando solo con la mano derecha, luego coordinar ambas manos será mucho más difícil. Desde la primera canción, acompaña con al menos dos bajos.

## 5. Querer tocar rápido antes de tocar limpio

La velocidad llega sola cuando el movimiento es correcto. Usa un metrónomo, empieza lento y sube de cinco en cinco pulsaciones solo cuando la frase salga limpia tres veces seguidas.

## En resumen

Cuida el fuelle, ajusta bien las correas, confía en el tacto, integra los bajos desde el principio y dale tiempo a la velocidad. Con veinte minutos diarios y estos cinco puntos en mente, vas a notar el avance en menos de un mes.`,
  },
  {
    slug: "como-practicar-20-minutos-al-dia",
    title: "Cómo practicar 20 minutos al día y avanzar de verdad",
    excerpt:
      "No necesitas horas libres para aprender un instrumento: una rutina corta, constante y bien organizada rinde más que una práctica larga una vez por semana.",
    publishedDaysAgo: 121,
    categories: ["consejos-de-practica"],
    body: `La pregunta que más recibimos es: «¿cuánto tengo que practicar?». La respuesta corta es que importa más la constancia que la cantidad. Veinte minutos todos los días valen más que tres horas el domingo, porque la memoria muscular se construye con repeticiones frecuentes y descanso entre ellas.

## La rutina de 20 minutos

Divide el tiempo en bloques pequeños y cumple cada uno aunque tengas ganas de saltarlo:

1. **Calentamiento (3 minutos):** escalas lentas o ejercicios de independencia de dedos.
2. **Técnica (5 minutos):** el pasaje difícil de la semana, muy lento y con metrónomo.
3. **Repertorio (8 minutos):** la canción que estás aprendiendo, de principio a fin.
4. **Repaso y grabación (4 minutos):** toca una canción que ya sabes y grábate con el celular.

## Por qué funciona

- **Empiezas siempre igual:** el calentamiento le avisa al cuerpo que es hora de tocar.
- **Atacas lo difícil cuando estás fresco:** por eso la técnica va al principio.
- **Terminas con algo que te sale bien:** así quedas con ganas de volver mañana.

## Trucos para no abandonar

- Deja el instrumento fuera del estuche, a la vista. Si tienes que sacarlo, lo pensarás dos veces.
- Practica a la misma hora todos los días, por ejemplo después del almuerzo.
- Lleva un registro sencillo: fecha, qué practicaste y a qué velocidad del metrónomo.
- Escucha tus grabaciones una vez por semana. Es la mejor forma de notar el progreso.

## ¿Y si un día no puedo?

No pasa nada. Si solo tienes cinco minutos, haz el calentamiento y una canción. Lo importante es no romper la cadena: el hábito se mantiene con días cortos, no con días perfectos.`,
  },
  {
    slug: "historia-del-vallenato-y-sus-cuatro-aires",
    title: "Historia del vallenato y sus cuatro aires",
    excerpt:
      "Del Valle de Upar al mundo: cómo nació el vallenato, qué aporta cada uno de sus tres instrumentos y cómo reconocer el paseo, el merengue, el son y la puya.",
    publishedDaysAgo: 94,
    categories: ["acordeon", "percusion"],
    body: `El vallenato nació en el Caribe colombiano, en la región del antiguo Valle de Upar, donde hoy está Valledupar. Durante generaciones, los juglares recorrieron los pueblos a pie o a lomo de mula contando en sus canciones las noticias, los amores y las rivalidades de la región.

## Tres instrumentos, tres raíces

El conjunto vallenato tradicional reúne tres instrumentos que resumen la historia de la región:

- **El acordeón**, de origen europeo, llegó a la costa colombiana a finales del siglo XIX y se adueñó de la melodía.
- **La caja vallenata**, un tambor pequeño que se toca con las manos, recoge la herencia africana.
- **La guacharaca**, una caña con ranuras que se raspa con un trinche, viene de la tradición indígena.

## Los cuatro aires

Cada canción vallenata pertenece a un aire, es decir, a un ritmo con su propio carácter:

1. **Paseo:** el más popular. Compás de 2/4, tempo moderado y letras que cuentan historias o hablan de amor.
2. **Merengue:** en 6/8, alegre y cadencioso, muy presente en el repertorio de los juglares.
3. **Son:** también en 2/4, pero más lento y pesado, con los bajos del acordeón muy marcados y un tono nostálgico.
4. **Puya:** en 6/8 y muy rápida; es el aire de la destreza, donde acordeonero, cajero y guacharaquero lucen su velocidad.

## El Festival de la Leyenda Vallenata

Desde 1968, Valledupar celebra cada año el Festival de la Leyenda Vallenata, donde se corona al Rey Vallenato. Los concursantes deben interpretar los cuatro aires, por eso todo acordeonero que quiera tocar bien el género termina estudiándolos.

## Patrimonio de todos

En 2015, la UNESCO inscribió la música vallenata tradicional en su lista de patrimonio cultural inmaterial que requiere medidas urgentes de salvaguardia. Aprender a tocarla, y enseñarla, es también una forma de mantenerla viva.`,
  },
  {
    slug: "guitarra-como-afinar-sin-afinador",
    title: "Guitarra: cómo afinar sin afinador",
    excerpt:
      "Se acabó la batería del afinador y tienes que tocar. Con el método del quinto traste y un poco de oído, tu guitarra queda afinada en un par de minutos.",
    publishedDaysAgo: 68,
    categories: ["guitarra"],
    body: `Un afinador electrónico es cómodo, pero no siempre está a mano. Aprender a afinar de oído, además, entrena tu capacidad de escuchar, algo que después agradecerás al tocar con otros músicos.

## La afinación estándar

De la cuerda más gruesa (la sexta) a la más delgada (la primera), las notas son:

- 6.ª cuerda: **Mi**
- 5.ª cuerda: **La**
- 4.ª cuerda: **Re**
- 3.ª cuerda: **Sol**
- 2.ª cuerda: **Si**
- 1.ª cuerda: **Mi**

## Paso 1: una nota de referencia

Necesitas al menos una nota correcta. Puede venir de un piano, de un diapasón en La 440 Hz o de una aplicación que reproduzca la nota. Si tocas solo, puedes tomar la sexta cuerda como referencia: la guitarra quedará afinada consigo misma, aunque no con otros instrumentos.

## Paso 2: el método del quinto traste

1. Pisa la 6.ª cuerda en el traste 5: suena La. Afina la 5.ª cuerda al aire hasta que suene igual.
2. Pisa la 5.ª cuerda en el traste 5: suena Re. Afina la 4.ª cuerda al aire.
3. Pisa la 4.ª cuerda en el traste 5: suena Sol. Afina la 3.ª cuerda al aire.
4. **Excepción:** pisa la 3.ª cuerda en el traste 4 para obtener Si y afina la 2.ª cuerda.
5. Pisa la 2.ª cuerda en el traste 5: suena Mi. Afina la 1.ª cuerda al aire.

## Paso 3: comprobar con acordes

Toca un acorde de Mi mayor y uno de La menor. Si alguna cuerda suena «sucia», vuelve a compararla con su vecina. Ajusta siempre subiendo hacia la nota: si te pasaste, baja un poco y vuelve a subir, así la cuerda se queda estable.

## Consejo final

Cuando las dos notas están casi iguales oirás una especie de vibración lenta, como un «uaua». Gira la clavija muy despacio: cuando esa vibración desaparece, la cuerda está afinada.`,
  },
  {
    slug: "la-caja-y-la-guacharaca-el-corazon-ritmico-del-vallenato",
    title: "La caja y la guacharaca: el corazón rítmico del vallenato",
    excerpt:
      "El acordeón se lleva los aplausos, pero sin caja y guacharaca no hay vallenato. Te contamos qué hace cada una y cómo empezar a tocarlas.",
    publishedDaysAgo: 43,
    categories: ["percusion"],
    body: `En un conjunto vallenato, la percusión sostiene todo lo demás. La caja y la guacharaca marcan el aire de la canción y dialogan con los bajos del acordeón. Un buen cajero o un buen guacharaquero hace que el conjunto suene firme, aunque el público casi nunca lo note.

## La caja vallenata

Es un tambor pequeño de un solo parche, que se toca con las manos y se sostiene entre las rodillas.

- **Golpe abierto:** con los dedos juntos cerca del borde, deja que el parche suene.
- **Golpe tapado:** con la palma apoyada, produce un sonido seco.
- **Golpe al centro:** más grave, se usa para marcar los tiempos fuertes.

Combinar esos golpes en el orden correcto es lo que diferencia un paseo de una puya.

## La guacharaca

Es una caña con ranuras que se raspa con un trinche de alambre. Parece sencilla, pero exige precisión:

1. Sostén la guacharaca firme con la mano izquierda, apoyada en el cuerpo.
2. Raspa con el trinche hacia abajo y hacia arriba, sin apretar demasiado.
3. Alterna raspados largos y cortos según el aire: largos y marcados en el paseo, cortos y rápidos en la puya.

## Cómo empezar a practicar

- Escucha una canción y marca el pulso con el pie antes de tocar.
- Practica cada patrón con metrónomo, primero muy lento.
- Toca sobre grabaciones de tus canciones favoritas: es el mejor entrenamiento para tocar en conjunto.

## ¿Caja o guacharaca primero?

Si puedes, aprende las dos: entenderás mejor el vallenato y podrás acompañar a cualquier acordeonero. En FZ Academia tienes un curso para cada instrumento, con los patrones de los cuatro aires explicados paso a paso.`,
  },
  {
    slug: "como-elegir-tu-primer-acordeon-vallenato",
    title: "Cómo elegir tu primer acordeón vallenato",
    excerpt:
      "Hileras, tonos, bajos y presupuesto: lo que de verdad importa al comprar tu primer acordeón, y las señales para descartar uno usado.",
    publishedDaysAgo: 19,
    categories: ["acordeon"],
    body: `Comprar el primer acordeón da un poco de miedo: hay muchos modelos, muchos tonos y precios muy distintos. Estas son las preguntas que te ayudarán a decidir sin equivocarte.

## ¿Cuántas hileras?

El acordeón vallenato habitual es diatónico de **tres hileras**, con 31 botones (pitos) en la mano derecha y 12 bajos en la izquierda. Es el que usan casi todos los cursos y canciones del género. Los de dos hileras son más baratos, pero se quedan cortos muy pronto.

## ¿En qué tono?

Cada acordeón diatónico está afinado en un tono, nombrado por las notas de sus hileras, por ejemplo **Sol-Do-Fa**. Antes de comprar:

- Pregunta en qué tono están las clases que vas a seguir, para tocar junto a los videos.
- Si tienes un profesor, pregúntale cuál usa él.
- Evita tonos poco comunes para el primer instrumento: será más difícil encontrar material.

## Nuevo o usado

Un acordeón usado en buen estado es una excelente opción, pero revísalo con calma:

1. Abre y cierra el fuelle sin tocar botones: no debe escaparse el aire.
2. Toca cada botón abriendo y cerrando: todas las notas deben sonar limpias.
3. Revisa que ningún botón se quede hundido ni haga ruido.
4. Mira las esquinas del fuelle: las roturas se reparan, pero cuestan.

## Accesorios que sí valen la pena

- Un buen par de correas acolchadas.
- Un estuche rígido o una maleta con espuma.
- Un paño para limpiar el instrumento después de tocar.

## Lo más importante

El mejor acordeón para empezar es el que te invita a tocar todos los días. No hace falta el modelo más caro: hace falta uno que funcione bien, esté en un tono común y te resulte cómodo.`,
  },
  {
    slug: "guitarra-urbana-cinco-ritmos-para-acompanar-canciones",
    title: "Guitarra urbana: cinco ritmos para acompañar canciones actuales",
    excerpt:
      "Reguetón, trap, pop latino, balada y dembow: cinco rasgueos sencillos con los que podrás acompañar la mayoría de las canciones que suenan hoy.",
    publishedDaysAgo: null,
    categories: ["guitarra", "consejos-de-practica"],
    body: `La guitarra también tiene su lugar en la música urbana. Con cinco patrones de rasgueo y cuatro acordes puedes acompañar buena parte de las canciones que escuchas en la radio.

## Antes de empezar

- Aprende los acordes La menor, Fa, Do y Sol: aparecen en muchísimas canciones.
- Usa una púa delgada o media, que facilita los rasgueos rápidos.
- Practica con metrónomo entre 80 y 95 pulsaciones por minuto.

## Los cinco ritmos

1. **Reguetón:** acentúa el tercer golpe de cada grupo, imitando el patrón del bombo y la caja.
2. **Trap:** rasgueos lentos y abiertos, dejando sonar el acorde; el espacio es parte del ritmo.
3. **Pop latino:** abajo, abajo, arriba, arriba, abajo, arriba: el patrón más versátil.
4. **Balada:** arpegios suaves, una cuerda por tiempo, ideal para las versiones acústicas.
5. **Dembow:** golpes cortos y apagados con la palma, muy marcados y rápidos.

## Cómo practicarlos

Toca cada ritmo dos minutos seguidos sobre la misma progresión de acordes. Cuando ya no tengas que pensar en la mano derecha, cambia de acorde cada cuatro tiempos y después cada dos.`,
  },
];
