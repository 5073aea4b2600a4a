"use client";

import { Button } from "@/components/ui/button";
import { describeOffset, describeSpread, describeTempo } from "@/features/practice/utils/metronome-form";
import type { TakeView } from "@/features/practice/hooks/use-metronome";
import type { LatencyCalibration } from "@/features/practice/utils/practice-preferences";
import { type CalibrationVerdict, HIT_TOLERANCE_MS } from "@/features/practice/signal/score";

/** "Escúchame": start a take or the calibration, and what the microphone heard. */
export function TakePanel({
  take,
  latency,
  bars,
  busy,
  onListen,
  onCalibrate,
  onCancel,
  onSend,
}: {
  take: TakeView | null;
  latency: LatencyCalibration | null;
  bars: number;
  busy: boolean;
  onListen: () => void;
  onCalibrate: () => void;
  onCancel: () => void;
  /** «Enviar al profesor»: only when the metronome was opened from a topic. */
  onSend?: () => void;
}) {
  const listening = take !== null && (take.phase === "armed" || take.phase === "listening");
  return (
    <section aria-labelledby="escuchame" className="flex flex-col gap-4 rounded-3xl border border-neutral-200 bg-white p-5 sm:p-6">
      <div>
        <h2 id="escuchame" className="text-xl font-extrabold">
          Escúchame
        </h2>
        <p className="mt-1 text-neutral-700">
          Toca junto al metrónomo y te digo cuántos golpes caen a tiempo (±{HIT_TOLERANCE_MS} ms), si vas adelantado o atrasado y
          qué tan parejo tocas. Usa audífonos: así el micrófono solo te escucha a ti.
        </p>
      </div>
      <p className="text-sm text-neutral-700" data-testid="latency-status">
        {latency
          ? `Dispositivo calibrado: compenso ${latency.latencyMs} ms de retardo.`
          : "Aún no calibras este dispositivo: hazlo una vez para que los resultados sean exactos."}
      </p>
      <div className="flex flex-wrap gap-3">
        {listening ? (
          <Button variant="outline-dark" onClick={onCancel}>
            Cancelar
          </Button>
        ) : (
          <>
            <Button onClick={onListen} disabled={busy}>
              Escúchame ({bars} {bars === 1 ? "compás" : "compases"})
            </Button>
            <Button variant="outline-dark" onClick={onCalibrate} disabled={busy}>
              {latency ? "Calibrar de nuevo" : "Calibrar"}
            </Button>
          </>
        )}
      </div>
      {take ? <TakeResult take={take} /> : null}
      {take && take.phase === "done" && take.kind === "take" && take.recording && take.score && onSend ? (
        <div>
          <Button variant="dark" onClick={onSend} data-testid="send-take">
            Enviar al profesor
          </Button>
        </div>
      ) : null}
    </section>
  );
}

function TakeResult({ take }: { take: TakeView }) {
  const score = take.score;
  if (take.kind === "calibration") {
    return (
      <div role="status" className="rounded-2xl bg-neutral-50 p-4" data-testid="calibration-result" data-phase={take.phase}>
        {take.phase === "armed" || take.phase === "listening" ? (
          <p>
            <strong>Calibrando:</strong> aplaude o golpea justo con cada clic, {take.beatTarget} veces ({take.beatsHeard} de {take.beatTarget}).
          </p>
        ) : take.phase === "done" ? (
          <p>
            <strong>¡Listo!</strong> Tu dispositivo tiene {take.latencyMs} ms de retardo; lo compenso desde ahora.
          </p>
        ) : (
          <CalibrationFailure verdict={take.verdict} beatTarget={take.beatTarget} />
        )}
      </div>
    );
  }
  const done = take.phase === "done";
  return (
    <div className="flex flex-col gap-3 rounded-2xl bg-neutral-50 p-4" data-testid="take-result" data-phase={take.phase}>
      <p role="status" className="font-semibold">
        {take.phase === "armed"
          ? "Prepárate: empiezo a escucharte en el próximo compás."
          : take.phase === "listening"
            ? `Te escucho… tiempo ${Math.min(take.beatsHeard, take.beatTarget)} de ${take.beatTarget}`
            : "Resultado de tu toma"}
      </p>
      {score && take.phase !== "armed" ? (
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Figure label="A tiempo" value={`${score.hitPercent} %`} detail={`${score.hits} de ${score.expected}`} testId="take-hits" />
          <Figure
            label="Desfase medio"
            value={describeOffset(score.meanOffsetMs)}
            detail={score.meanOffsetMs === null && score.pace !== null && score.pace !== "with" ? "no vas al tempo del clic" : undefined}
            testId="take-offset"
          />
          <Figure label="Regularidad" value={describeSpread(score.spreadMs)} testId="take-spread" />
          <Figure
            label="Tempo alcanzado"
            value={score.tempoReachedBpm === null ? "—" : `${Math.round(score.tempoReachedBpm)} BPM`}
            detail={`de ${take.bpm} BPM`}
            testId="take-tempo"
          />
        </dl>
      ) : null}
      {score && done && describeTempo(score, take.bpm) ? (
        <p className="font-semibold text-neutral-800" data-testid="take-tempo-story">
          {describeTempo(score, take.bpm)}
        </p>
      ) : null}
      {score && score.offsets.length > 0 ? <OffsetStrip offsets={score.offsets} /> : null}
      {done && take.recording ? (
        <div className="flex flex-col gap-1">
          <p className="font-semibold">Escucha tu toma</p>
          <audio controls src={take.recording.url} className="w-full" data-testid="take-recording" />
          <p className="text-sm text-neutral-700">Tu toma se queda en este navegador: nadie más la oye a menos que tú decidas enviarla.</p>
        </div>
      ) : null}
      {done && score && score.onsetCount === 0 ? (
        <p className="text-sm text-neutral-700">No escuché golpes. Acerca el micrófono o toca más fuerte.</p>
      ) : null}
    </div>
  );
}

function Figure({ label, value, detail, testId }: { label: string; value: string; detail?: string; testId: string }) {
  return (
    <div className="rounded-xl bg-white p-3 ring-1 ring-neutral-200">
      <dt className="text-xs font-semibold text-neutral-600 uppercase">{label}</dt>
      <dd className="text-lg font-extrabold tabular-nums" data-testid={testId}>
        {value}
      </dd>
      {detail ? <dd className="text-xs text-neutral-600">{detail}</dd> : null}
    </div>
  );
}

/** Each beat's offset as a dot: in the green band (±30 ms) it was a hit; a gap is a missed beat. */
function OffsetStrip({ offsets }: { offsets: (number | null)[] }) {
  const width = Math.max(offsets.length * 14, 100);
  const y = (ms: number) => 40 - Math.max(-100, Math.min(100, ms)) * 0.35;
  return (
    <svg viewBox={`0 0 ${width} 80`} className="h-20 w-full" role="img" aria-label="Desfase de cada tiempo: arriba atrasado, abajo adelantado">
      <rect x="0" y={y(HIT_TOLERANCE_MS)} width={width} height={y(-HIT_TOLERANCE_MS) - y(HIT_TOLERANCE_MS)} fill="#4caf50" opacity="0.15" />
      <line x1="0" x2={width} y1="40" y2="40" stroke="#a3a3a3" strokeDasharray="3 3" />
      {offsets.map((offset, i) =>
        offset === null ? (
          <text key={i} x={i * 14 + 7} y="44" fontSize="10" textAnchor="middle" fill="#a3a3a3">
            ·
          </text>
        ) : (
          <circle key={i} cx={i * 14 + 7} cy={y(offset)} r="4" fill={Math.abs(offset) <= HIT_TOLERANCE_MS ? "#25672a" : "#e22434"} />
        ),
      )}
    </svg>
  );
}

/** Why the calibration measured nothing, in the student's terms (issue 35.10). */
export function CalibrationFailure({ verdict, beatTarget }: { verdict: CalibrationVerdict | null; beatTarget: number }) {
  if (verdict?.kind === "silent") {
    return (
      <p>
        <strong>No te escuché.</strong> Revisa que el micrófono esté activo y cerca, y aplaude o golpea fuerte justo con cada clic.
      </p>
    );
  }
  if (verdict?.kind === "few") {
    return (
      <p>
        <strong>No pude medirlo:</strong> solo te escuché {verdict.heard} de {beatTarget} golpes. Acércate al micrófono y golpea más fuerte, justo en cada clic.
      </p>
    );
  }
  return (
    <p>
      <strong>No pude medirlo:</strong> los golpes no fueron parejos. Inténtalo otra vez, con golpes secos y justo en cada clic.
    </p>
  );
}
