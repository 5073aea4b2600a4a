import type { MicrophoneProblem } from "@/features/practice/audio/microphone";

const EXPLANATIONS: Record<MicrophoneProblem, { title: string; steps: string[] }> = {
  denied: {
    title: "No tenemos permiso para usar tu micrófono",
    steps: [
      "Toca el candado (o el ícono de ajustes) junto a la dirección de la página y permite el micrófono para FZ Academia.",
      "En el celular, revisa también que el navegador tenga permiso de micrófono en los ajustes del teléfono.",
      "Luego vuelve a intentarlo con el botón de abajo.",
    ],
  },
  "no-device": {
    title: "No encontramos un micrófono",
    steps: [
      "Conecta un micrófono o unos audífonos con micrófono, o usa el micrófono de tu celular o portátil.",
      "Si ya está conectado, revisa que el sistema no lo tenga desactivado y vuelve a intentarlo.",
    ],
  },
  busy: {
    title: "Tu micrófono está ocupado",
    steps: ["Otra aplicación (una videollamada, una grabadora) lo está usando. Ciérrala y vuelve a intentarlo."],
  },
  insecure: {
    title: "Esta página no se abrió de forma segura",
    steps: [
      "Los navegadores solo prestan el micrófono a páginas seguras: abre FZ Academia con una dirección que empiece por https://.",
    ],
  },
  unsupported: {
    title: "Tu navegador no puede escuchar desde esta página",
    steps: ["Actualiza tu navegador, o usa una versión reciente de Chrome, Edge, Firefox o Safari."],
  },
  unknown: {
    title: "No pudimos abrir tu micrófono",
    steps: ["Revisa que esté conectado y que el navegador tenga permiso, y vuelve a intentarlo."],
  },
};

/** What went wrong with the microphone and what the student can do about it. */
export function MicrophoneProblemPanel({ problem, onRetry }: { problem: MicrophoneProblem; onRetry?: () => void }) {
  const { title, steps } = EXPLANATIONS[problem];
  return (
    <div role="alert" data-testid="microphone-problem" className="flex flex-col gap-3 rounded-2xl border border-error/30 bg-error/5 p-5">
      <h2 className="text-lg font-bold">{title}</h2>
      <ul className="flex list-disc flex-col gap-1 pl-5 text-neutral-800">
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ul>
      {onRetry && problem !== "insecure" && problem !== "unsupported" ? (
        <div>
          <button type="button" onClick={onRetry} className="min-h-11 rounded-full border-2 border-secondary px-5 font-semibold hover:bg-secondary hover:text-white">
            Intentar de nuevo
          </button>
        </div>
      ) : null}
    </div>
  );
}

/** The promise the studio keeps: listening happens here; a take's sound stays here unless the student sends it. */
export function PrivacyNote() {
  return (
    <p className="rounded-2xl bg-neutral-50 p-4 text-sm text-neutral-700">
      <strong>Tu audio no sale de tu navegador.</strong> El micrófono se analiza aquí mismo, en tu dispositivo. Tu toma se guarda
      solo aquí, para que la escuches, y no se envía a nadie a menos que tú lo decidas. En tu registro guardamos los minutos y los
      resultados, cuando tú lo pides.
    </p>
  );
}
