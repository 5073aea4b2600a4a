"use client";

import { ACCORDION_LAYOUT_BY_ID, ACCORDION_LAYOUT_LIST, type AccordionLayoutId } from "@fz/contracts/accordion";
import { ButtonTabError, parseButtonTab } from "@fz/contracts/button-tab";
import type { SyncPoint } from "@fz/contracts/scores";
import { useId, useRef, useState, type FormEvent } from "react";
import { Button, buttonClasses } from "@/components/ui/button";
import { SelectField, TextAreaField, TextField } from "@/components/ui/form-field";
import { toast } from "@/lib/toasts";
import {
  useAdminThemeScoresQuery,
  useCreateScoreMutation,
  useDeleteScoreMutation,
  useUpdateScoreMutation,
  useAdminThemeVideoQuery,
  type AdminScoreItem,
  type AdminThemeItem,
  type ScoreBody,
} from "@/features/admin/api/catalogue-api";
import { formatOfFile, parseSyncText, readScoreFile, syncText, type ScoreFormat } from "@/features/admin/utils/score-source";

const INSTRUMENTS = [
  { value: "guitar", label: "Guitarra (partitura y tablatura)" },
  { value: "bass", label: "Bajo (partitura y tablatura)" },
  { value: "percussion", label: "Percusión (caja, guacharaca)" },
  { value: "accordion", label: "Acordeón (partitura y pitos)" },
];
const FORMAT_NAMES: Record<ScoreFormat, string> = { alphatex: "alphaTex", musicxml: "MusicXML", guitar_pro: "Guitar Pro", button_tab: "tablatura de botones" };
const TEXT_FORMATS = [
  { value: "button_tab", label: "Tablatura de botones" },
  { value: "alphatex", label: "alphaTex (partitura)" },
];
const TAB_HINT = "Una línea por compás: notas con octava y fuelle (Mi5c, Si♭4a) o botones hilera-botón (2-4a), «/8» para la duración, «|» y los bajos (Solc, [Sol]a, s). Formato completo en docs/notation-button-tab.md.";

/** The tablature read as the API will read it: its bars, or the line of its first mistake. */
function tabCheck(text: string, layout: string): string {
  try {
    const tab = parseButtonTab(text, layout as AccordionLayoutId);
    return `${tab.bars.length} compases, acordeón ${ACCORDION_LAYOUT_BY_ID[tab.layoutId].name}.`;
  } catch (error) {
    return error instanceof ButtonTabError ? error.message : "No pudimos leer la tablatura.";
  }
}
const LAYOUTS = ACCORDION_LAYOUT_LIST.map((l) => ({ value: l.id, label: l.name }));

/** The API's `{ errors }` answer, or a connection problem. */
function errorsOf(error: unknown): string[] {
  const data = (error as { data?: { errors?: unknown } } | undefined)?.data;
  if (data && Array.isArray(data.errors)) return data.errors.filter((e): e is string => typeof e === "string");
  return ["No pudimos guardar la partitura. Revisa tu conexión e inténtalo de nuevo."];
}

/**
 * A topic's scores in the topic form (issue 39): upload a Guitar Pro, MusicXML or alphaTex
 * file or write alphaTex, choose the instrument's view, and the sync points (the video second
 * at which a bar starts). The API reads every file when it is saved and says what is wrong.
 */
export function TopicScores({ theme }: { theme: AdminThemeItem }) {
  const themeId = theme.id;
  const list = useAdminThemeScoresQuery(themeId);
  // The tap-along sync plays the lesson's own file (YouTube and Vimeo lessons: sync by hand).
  const video = useAdminThemeVideoQuery({ slug: theme.slug, levelId: theme.levelId }, { skip: theme.video?.provider !== "self_hosted" });
  const src = video.currentData?.video?.src ?? null;
  const scores = list.currentData?.results ?? [];
  return (
    <section aria-labelledby="partituras-admin" className="flex flex-col gap-4 rounded-2xl bg-white p-4 ring-1 ring-neutral-200 sm:p-6" data-testid="topic-scores">
      <div>
        <h2 id="partituras-admin" className="text-lg font-bold">
          Partituras
        </h2>
        <p className="text-sm text-neutral-700">
          El estudiante las ve bajo el video, con un cursor que sigue la lección. Sin sincronía, la partitura avanza a su propio tempo desde el segundo 0.
        </p>
      </div>
      {scores.map((score) => (
        <ScoreEditor key={score.id} themeId={themeId} score={score} videoSrc={src} />
      ))}
      <ScoreEditor themeId={themeId} score={null} videoSrc={src} />
    </section>
  );
}

function ScoreEditor({ themeId, score, videoSrc }: { themeId: number; score: AdminScoreItem | null; videoSrc: string | null }) {
  const [createScore, creating] = useCreateScoreMutation();
  const [updateScore, updating] = useUpdateScoreMutation();
  const [deleteScore, deleting] = useDeleteScoreMutation();
  const [title, setTitle] = useState(score?.title ?? "");
  const [instrument, setInstrument] = useState<string>(score?.instrument ?? "guitar");
  const [layout, setLayout] = useState<string>(score?.accordionLayout ?? "sol-do-fa");
  const [format, setFormat] = useState<ScoreFormat>(score?.format ?? "alphatex");
  const [content, setContent] = useState<string | null>(score && (score.format === "alphatex" || score.format === "button_tab") ? score.content : null);
  const [fileName, setFileName] = useState<string | null>(null);
  const [sync, setSync] = useState(score ? syncText(score.syncPoints) : "");
  const [errors, setErrors] = useState<string[]>([]);
  const fileId = useId();
  const busy = creating.isLoading || updating.isLoading || deleting.isLoading;

  const chooseFile = async (file: File | undefined) => {
    if (!file) return;
    const detected = formatOfFile(file.name);
    if (!detected) {
      setErrors([`«${file.name}» no es un archivo de partitura que leamos: sube Guitar Pro (.gp, .gpx, .gp5), MusicXML sin comprimir (.xml, .musicxml) o alphaTex (.tex).`]);
      return;
    }
    setErrors([]);
    setFormat(detected);
    setFileName(file.name);
    setContent(await readScoreFile(file, detected));
    if (!title) setTitle(file.name.replace(/\.[^.]+$/, ""));
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const parsedSync = parseSyncText(sync);
    if ("error" in parsedSync) {
      setErrors([parsedSync.error]);
      return;
    }
    if (!score && !content) {
      setErrors(["Sube un archivo o escribe la partitura en alphaTex."]);
      return;
    }
    const body: ScoreBody = {
      title: title.trim(),
      instrument: instrument as NonNullable<ScoreBody["instrument"]>,
      accordionLayout: instrument === "accordion" ? (layout as NonNullable<ScoreBody["accordionLayout"]>) : null,
      syncPoints: parsedSync.points,
      ...(content !== null && (!score || content !== score.content || format !== score.format) ? { format, content } : {}),
    };
    const result = score ? await updateScore({ id: score.id, body }) : await createScore({ themeId, body });
    if ("error" in result) {
      setErrors(errorsOf(result.error));
      return;
    }
    setErrors([]);
    toast.success(score ? "Partitura guardada" : "Partitura agregada");
    if (!score) {
      setTitle("");
      setContent(null);
      setFileName(null);
      setSync("");
    }
  };

  const remove = async () => {
    if (!score) return;
    if ("error" in (await deleteScore(score.id))) return;
    toast.success(`Partitura «${score.title}» eliminada`);
  };

  return (
    <form onSubmit={(event) => void save(event)} className="flex flex-col gap-4 rounded-xl border border-neutral-200 p-4" aria-label={score ? `Partitura ${score.title}` : "Agregar partitura"}>
      <h3 className="font-bold">{score ? `${score.title} · ${FORMAT_NAMES[score.format]} · ${score.barCount} compases` : "Agregar partitura"}</h3>
      <div className="grid gap-4 md:grid-cols-2">
        <TextField label="Título de la partitura" required maxLength={160} value={title} onChange={(event) => setTitle(event.target.value)} />
        <SelectField label="Instrumento" required placeholder="Elige el instrumento" options={INSTRUMENTS} value={instrument} onChange={(event) => setInstrument(event.target.value)} />
      </div>
      {instrument === "accordion" ? (
        <SelectField label="Afinación del acordeón" required placeholder="Elige la afinación" options={LAYOUTS} value={layout} onChange={(event) => setLayout(event.target.value)} />
      ) : null}
      <div className="flex flex-col gap-2">
        <p className="font-semibold">
          {score ? "Reemplazar con un archivo" : "Archivo"} <span className="font-normal text-neutral-600">(Guitar Pro, MusicXML o alphaTex)</span>
        </p>
        {/* The browser's own file button speaks the browser's language: ours says it in Spanish. */}
        <label htmlFor={fileId} className={buttonClasses("outline-dark", "sm", "w-fit cursor-pointer focus-within:ring-2 focus-within:ring-primary")}>
          Elegir archivo
          <input
            id={fileId}
            type="file"
            accept=".gp,.gpx,.gp3,.gp4,.gp5,.xml,.musicxml,.tex,.txt"
            onChange={(event) => void chooseFile(event.target.files?.[0])}
            className="sr-only"
          />
        </label>
        {fileName ? <p className="text-sm text-neutral-700">{`${fileName} (${FORMAT_NAMES[format]}) se leerá al guardar.`}</p> : null}
      </div>
      {instrument === "accordion" && (format === "alphatex" || format === "button_tab") ? (
        <SelectField
          label="La escribes en"
          required
          placeholder="Elige cómo la escribes"
          options={TEXT_FORMATS}
          value={format}
          onChange={(event) => {
            setFormat(event.target.value as ScoreFormat);
            setFileName(null);
          }}
        />
      ) : null}
      {format === "button_tab" ? (
        <>
          <TextAreaField
            label="Tablatura de botones"
            hint={TAB_HINT}
            rows={8}
            className="font-mono text-sm"
            value={content ?? ""}
            onChange={(event) => setContent(event.target.value)}
          />
          {content ? (
            <p className="text-sm text-neutral-700" role="status" data-testid="tab-check">
              {tabCheck(content, layout)}
            </p>
          ) : null}
        </>
      ) : format === "alphatex" ? (
        <TextAreaField
          label="O escríbela en alphaTex"
          hint="Por ejemplo: \tempo 90 \track &quot;Guitarra&quot; \staff {score tabs} :4 0.6 2.5 2.4 | 3.5 2.4 0.3"
          rows={6}
          className="font-mono text-sm"
          value={content ?? ""}
          onChange={(event) => {
            setFormat("alphatex");
            setFileName(null);
            setContent(event.target.value);
          }}
        />
      ) : null}
      <TextAreaField
        label="Sincronía con el video"
        hint="Una línea por compás sincronizado: «compás segundo», por ejemplo «1 0» y «9 16,5». Entre dos puntos la partitura se estira a su ritmo."
        rows={3}
        className="font-mono text-sm"
        value={sync}
        onChange={(event) => setSync(event.target.value)}
      />
      {videoSrc ? <TapSync src={videoSrc} onUse={(points) => setSync(syncText(points))} /> : null}
      {errors.length > 0 ? (
        <ul role="alert" className="rounded-lg bg-error/10 p-3 text-sm font-semibold text-error" data-testid="score-errors">
          {errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy}>
          {busy ? "Guardando…" : score ? "Guardar partitura" : "Agregar partitura"}
        </Button>
        {score ? (
          <Button variant="ghost" disabled={busy} onClick={() => void remove()}>
            Eliminar partitura
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/**
 * The tap-along sync: play the lesson and press «Marcar compás» on each bar line; the marks
 * become the sync points (bar 1 at the first tap, and so on, from the bar chosen).
 */
function TapSync({ src, onUse }: { src: string; onUse: (points: SyncPoint[]) => void }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [open, setOpen] = useState(false);
  const [fromBar, setFromBar] = useState(1);
  const [taps, setTaps] = useState<number[]>([]);
  if (!open) {
    return (
      <div>
        <Button variant="outline-dark" size="sm" onClick={() => setOpen(true)}>
          Sincronizar tocando sobre el video
        </Button>
      </div>
    );
  }
  const tap = () => {
    const time = videoRef.current?.currentTime;
    if (time === undefined) return;
    // Marks only move forward: a tap before the last one (after seeking back) replaces the ones after it.
    setTaps((previous) => [...previous.filter((t) => t < time), Math.round(time * 1000) / 1000]);
  };
  return (
    <div className="flex flex-col gap-3 rounded-xl bg-neutral-50 p-3" data-testid="tap-sync">
      <p className="text-sm text-neutral-700">
        Reproduce la lección y toca «Marcar compás» en el primer tiempo de cada compás. Puedes bajar la velocidad del video para marcar con calma.
      </p>
      <video ref={videoRef} src={src} controls preload="metadata" className="aspect-video w-full max-w-xl rounded-lg bg-black" />
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col text-sm font-semibold">
          Primer compás marcado
          <input
            type="number"
            min={1}
            value={fromBar}
            onChange={(event) => setFromBar(Math.max(1, Number(event.target.value) || 1))}
            className="mt-1 w-24 rounded-lg border border-neutral-400 px-2 py-1 font-normal"
          />
        </label>
        {/* Bar lines can come faster than a double-click's window: every tap counts. */}
        <Button size="sm" repeatable onClick={tap}>
          Marcar compás {fromBar + taps.length}
        </Button>
        <Button variant="ghost" size="sm" disabled={taps.length === 0} onClick={() => setTaps((previous) => previous.slice(0, -1))}>
          Deshacer
        </Button>
        <Button
          variant="dark"
          size="sm"
          disabled={taps.length === 0}
          onClick={() => {
            onUse(taps.map((seconds, i) => ({ bar: fromBar - 1 + i, seconds })));
            setOpen(false);
            setTaps([]);
          }}
        >
          Usar {taps.length} {taps.length === 1 ? "marca" : "marcas"}
        </Button>
      </div>
      <p className="text-sm text-neutral-700" role="status">
        {taps.length === 0 ? "Aún no marcas ningún compás." : `Último: compás ${fromBar + taps.length - 1} en ${String(taps[taps.length - 1]).replace(".", ",")} s.`}
      </p>
    </div>
  );
}
