import type { HandedPlayAlong } from "@/lib/take-handoff";

const KIND_WORDS: Record<HandedPlayAlong["verdicts"][number]["kind"], string> = {
  on_time: "a tiempo",
  early: "adelantado",
  late: "atrasado",
  wrong: "nota equivocada",
  missed: "faltó",
};

/** One note of the report in words: «a tiempo», «atrasado 60 ms», «nota equivocada: tocó Do5». */
function noteWords(note: HandedPlayAlong["verdicts"][number]): string {
  if (note.kind === "early" || note.kind === "late") return `${KIND_WORDS[note.kind]} ${Math.abs(note.offsetMs ?? 0)} ms`;
  if (note.kind === "wrong" && note.played) return `${KIND_WORDS.wrong}: ${note.played}`;
  return KIND_WORDS[note.kind];
}

/**
 * A «Tócalo conmigo» take's report (issue 39), as the student sends it and the teacher reads it:
 * the score and bars played, the counts, the bars' figures and each note that was not in time.
 */
export function PlayAlongFigures({ report }: { report: HandedPlayAlong }) {
  const off = report.verdicts.filter((v) => v.kind !== "on_time");
  return (
    <div className="flex flex-col gap-2 rounded-xl bg-neutral-50 p-3 text-sm" data-testid="play-along-report">
      <p className="font-semibold">
        «Tócalo conmigo» · {report.scoreTitle}, compases {report.fromBar} a {report.toBar}, {report.accompaniment === "video" ? "con el video" : "con el metrónomo"} a{" "}
        {String(report.speed).replace(".", ",")}×: {report.onTime} de {report.notes} notas a tiempo
        {report.extra > 0 ? `, ${report.extra} de más` : ""}.
      </p>
      <ol className="flex flex-wrap gap-1" aria-label="Notas a tiempo por compás">
        {report.bars.map((bar) => (
          <li key={bar.bar} className="rounded-md bg-white px-2 py-0.5 tabular-nums">
            Compás {bar.bar}: {bar.percent} %
          </li>
        ))}
      </ol>
      {off.length > 0 ? (
        <ul className="flex flex-col gap-0.5" aria-label="Notas que no fueron a tiempo">
          {off.map((note, index) => (
            <li key={index}>
              Compás {note.bar} · {note.expected}: {noteWords(note)}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
