"use client";

import { useId, useMemo, useState, type FormEvent } from "react";
import { Button, buttonClasses } from "@/components/ui/button";
import { SelectField, TextAreaField, TextField } from "@/components/ui/form-field";
import { toast } from "@/lib/toasts";
import { useCreateScoreMutation, useDeleteScoreMutation, useUpdateScoreMutation, type AdminScoreItem, type ScoreBody } from "@/features/admin/api/catalogue-api";
import { ButtonTabPreview } from "@/features/admin/components/catalogue/button-tab-preview";
import { MusicXmlImport } from "@/features/admin/components/catalogue/musicxml-import";
import { TapSync } from "@/features/admin/components/catalogue/tap-sync";
import { FORMAT_NAMES, INSTRUMENTS, LAYOUTS, TAB_HINT, TEXT_FORMATS, errorsOf, tabCheck } from "@/features/admin/utils/score-form";
import { formatOfFile, parseSyncText, readScoreFile, syncText, type ScoreFormat } from "@/features/admin/utils/score-source";

/** One score of a topic (or a new one): its file or alphaTex text, its view and its sync points. */
export function ScoreEditor({ themeId, score, videoSrc }: { themeId: number; score: AdminScoreItem | null; videoSrc: string | null }) {
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
  // The tablature as it is typed (or imported): its live check and its drawing.
  const checked = useMemo(() => (format === "button_tab" && content ? tabCheck(content, layout) : null), [format, content, layout]);

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
      {instrument === "accordion" ? (
        <MusicXmlImport
          layout={layout}
          onError={(message) => setErrors([message])}
          onConverted={(tab, name) => {
            setErrors([]);
            setFormat("button_tab");
            setFileName(null);
            setContent(tab);
            if (!title && name) setTitle(name.replace(/\.[^.]+$/, ""));
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
          {checked ? (
            <p className="text-sm text-neutral-700" role="status" data-testid="tab-check">
              {checked.message}
            </p>
          ) : null}
          {checked?.tab ? <ButtonTabPreview tab={checked.tab} /> : null}
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
