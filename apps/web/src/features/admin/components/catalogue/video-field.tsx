"use client";

import { useEffect, useId, useRef, useState, type ChangeEvent } from "react";
import { useController, type Control, type FieldValues, type Path } from "react-hook-form";
import { ProgressBar } from "@/components/ui/progress-bar";
import { cx } from "@/lib/cx";
import { useAppDispatch } from "@/store/hooks";
import { reportError } from "@/store/slices/errors-slice";
import { uploadVideo } from "@/features/admin/api/catalogue-api";
import type { VideoDraft, VideoMode } from "@/features/admin/utils/catalogue-forms";

/** What the API accepts as an upload (checked again, with the size limit, by the API). */
const VIDEO_TYPES = ["video/mp4", "video/webm"];

/**
 * A topic's or tutorial's video: none, a YouTube/Vimeo address, or a file uploaded through
 * the API (with its progress; it can be cancelled).
 */
export function VideoField({
  value,
  onChange,
  error,
  required = false,
  onUploadingChange,
}: {
  value: VideoDraft;
  onChange: (value: VideoDraft) => void;
  error?: string;
  required?: boolean;
  /** The form must not be saved while a file is on its way. */
  onUploadingChange?: (uploading: boolean) => void;
}) {
  const dispatch = useAppDispatch();
  const id = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [uploading, setUploading] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const setBusy = (busy: boolean) => {
    setUploading(busy);
    onUploadingChange?.(busy);
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    if (!VIDEO_TYPES.includes(file.type)) {
      setFileError("El video debe ser un archivo MP4 o WebM.");
      return;
    }
    setFileError(null);
    setFileName(file.name);
    setProgress(0);
    setBusy(true);
    controller.current = new AbortController();
    try {
      const uploaded = await uploadVideo(file, setProgress, controller.current.signal);
      onChange({ ...value, mode: "file", file: uploaded.source });
    } catch (uploadError) {
      if (uploadError instanceof DOMException && uploadError.name === "AbortError") setFileError("Subida cancelada.");
      else dispatch(reportError(uploadError));
      setFileName(null);
    } finally {
      setBusy(false);
      setProgress(null);
      controller.current = null;
    }
  };

  const options: { mode: VideoMode; label: string }[] = [
    ...(required ? [] : [{ mode: "none" as const, label: "Sin video" }]),
    { mode: "url", label: "YouTube o Vimeo" },
    { mode: "file", label: "Subir un archivo" },
  ];

  return (
    <fieldset className="flex flex-col gap-3 rounded-2xl border border-neutral-200 p-4" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="px-1 text-sm font-semibold">Video</legend>
      <div className="flex flex-wrap gap-2" role="radiogroup" aria-label="Origen del video">
        {options.map((option) => (
          <label
            key={option.mode}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-neutral-300 px-3 has-[:checked]:border-secondary has-[:checked]:bg-primary-light/70 has-[:focus-visible]:outline-2"
          >
            <input
              type="radio"
              name={`${id}-mode`}
              checked={value.mode === option.mode}
              onChange={() => onChange({ ...value, mode: option.mode })}
              disabled={uploading}
              className="size-4 accent-secondary"
            />
            <span className="text-sm font-semibold">{option.label}</span>
          </label>
        ))}
      </div>

      {value.mode === "url" ? (
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-url`} className="text-sm font-semibold">
            Dirección del video
          </label>
          <input
            id={`${id}-url`}
            type="url"
            inputMode="url"
            value={value.url}
            onChange={(event) => onChange({ ...value, url: event.target.value })}
            placeholder="https://www.youtube.com/watch?v=…"
            aria-invalid={error ? true : undefined}
            className={cx(
              "min-h-11 w-full rounded-lg border bg-white px-3 focus:outline-2 focus:outline-offset-1 focus:outline-secondary",
              error ? "border-error" : "border-neutral-400",
            )}
          />
          <p className="text-sm text-neutral-600">Pega el enlace de YouTube (youtube.com/watch?v=… o youtu.be/…) o de Vimeo (vimeo.com/…).</p>
        </div>
      ) : null}

      {value.mode === "file" ? (
        <div className="flex flex-col gap-3">
          {value.file && !uploading ? (
            <p className="text-sm">
              Archivo actual: <span className="font-mono font-semibold break-all">{value.file}</span>
            </p>
          ) : null}
          <div className="flex flex-wrap items-center gap-3">
            <label
              htmlFor={`${id}-file`}
              className={cx(
                "inline-flex min-h-11 cursor-pointer items-center justify-center rounded-full border-2 border-secondary px-5 font-semibold hover:bg-secondary hover:text-white has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2",
                uploading && "pointer-events-none opacity-60",
              )}
            >
              {value.file ? "Reemplazar archivo" : "Elegir archivo"}
              <input id={`${id}-file`} type="file" accept={VIDEO_TYPES.join(",")} className="sr-only" onChange={onFile} disabled={uploading} />
            </label>
            {uploading ? (
              <button type="button" className="text-sm font-semibold underline" onClick={() => controller.current?.abort()}>
                Cancelar subida
              </button>
            ) : null}
          </div>
          {uploading ? (
            <div className="flex flex-col gap-1" role="status">
              <ProgressBar value={(progress ?? 0) * 100} label={`Subiendo ${fileName ?? "el video"}`} />
              <p className="text-sm text-neutral-700">
                Subiendo {fileName}… {progress !== null ? `${Math.round(progress * 100)} %` : ""}
              </p>
            </div>
          ) : null}
          <p className={fileError ? "text-sm font-medium text-error" : "text-sm text-neutral-600"} role={fileError ? "alert" : undefined}>
            {fileError ?? "MP4 o WebM. Los videos grandes pueden tardar unos minutos en subir: no cierres esta página."}
          </p>
        </div>
      ) : null}

      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The `video` of a form (a topic's or a tutorial's), with its message. */
export function VideoFormField<Values extends FieldValues, Output>({
  control,
  required = false,
  onUploadingChange,
}: {
  control: Control<Values, unknown, Output>;
  required?: boolean;
  onUploadingChange?: (uploading: boolean) => void;
}) {
  const { field, fieldState } = useController({ control, name: "video" as Path<Values> });
  return <VideoField value={field.value as VideoDraft} onChange={field.onChange} error={fieldState.error?.message} required={required} onUploadingChange={onUploadingChange} />;
}
