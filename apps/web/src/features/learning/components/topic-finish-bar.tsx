import { AcademyLink } from "@/components/ui/academy-link";
import { ArrowRightIcon, CheckCircleIcon } from "@/components/ui/icons";
import { Button, buttonClasses } from "@/components/ui/button";
import { academyPaths } from "@/config/academy-navigation";
import type { TopicDetailItem, TopicRefItem } from "@/lib/academy-types";

/** What to say before the topic is done, by what it asks (issue 40). */
function pendingText(requirement: TopicDetailItem["requirement"]): string {
  switch (requirement.rule) {
    case "practice":
      return `Para completar este tema: ${requirement.text.charAt(0).toLowerCase()}${requirement.text.slice(1)}. Tu toma con el metrónomo de este tema cuenta sola al guardarse.`;
    case "quiz":
      return "Este tema se completa al aprobar el ejercicio del nivel.";
    case "opened":
      return "Este tema se completa al abrirlo.";
    case "teacher":
      return "Este tema se completa cuando tu profesor aprueba tu interpretación: envíasela desde este tema y espera su «¡Aprobado!».";
    default:
      return "Cuando domines la rutina de práctica, márcalo como terminado.";
  }
}

export function FinishBar({
  finished,
  finishing,
  onFinish,
  levelId,
  nextTheme,
  requirement,
  exerciseId,
}: {
  finished: boolean;
  finishing: boolean;
  onFinish: () => void;
  levelId: number;
  nextTheme: TopicRefItem | null;
  requirement: TopicDetailItem["requirement"];
  exerciseId: number | null;
}) {
  // A topic done by playing or by the quiz has no «Marcar como terminado»: «Comprobar» asks the
  // server whether the take or the quiz is already there.
  const byPlaying = requirement.rule === "practice" || requirement.rule === "quiz" || requirement.rule === "teacher";
  return (
    <div className="flex flex-col gap-3 rounded-2xl bg-neutral-50 p-4 sm:flex-row sm:items-center sm:justify-between">
      {finished ? (
        <p className="flex items-center gap-2 font-semibold text-success-ink" role="status">
          <CheckCircleIcon className="size-6 text-success" />
          Terminaste este tema
        </p>
      ) : (
        <p className="text-neutral-700" data-testid="requirement">
          {pendingText(requirement)}
        </p>
      )}
      {finished ? (
        nextTheme ? (
          <AcademyLink href={academyPaths.topic(levelId, nextTheme.slug)} className={buttonClasses("primary", "md", "shrink-0")}>
            Siguiente tema
            <ArrowRightIcon className="size-5" />
          </AcademyLink>
        ) : null
      ) : (
        <div className="flex shrink-0 flex-wrap gap-2">
          {requirement.rule === "quiz" && exerciseId !== null ? (
            <AcademyLink href={academyPaths.quiz(levelId, exerciseId)} className={buttonClasses("dark", "md", "shrink-0")}>
              Hacer el ejercicio
            </AcademyLink>
          ) : null}
          <Button onClick={onFinish} disabled={finishing} variant={byPlaying ? "outline-dark" : "primary"} className="shrink-0">
            <CheckCircleIcon className="size-5" />
            {finishing ? "Comprobando…" : byPlaying ? "Comprobar" : "Marcar como terminado"}
          </Button>
        </div>
      )}
    </div>
  );
}
