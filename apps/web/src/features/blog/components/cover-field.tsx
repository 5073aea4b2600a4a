"use client";

import { UPLOAD_IMAGE_MAX_BYTES, UPLOAD_IMAGE_TYPES } from "@fz/contracts/blog";
import { useId, useState, type ChangeEvent } from "react";
import { Image } from "@/components/ui/image";
import { TextField } from "@/components/ui/form-field";
import { FALLBACK_IMAGE } from "@/config/courses";
import { uploadCoverImage } from "@/features/blog/api/blog-admin-api";
import { useAppDispatch } from "@/store/hooks";
import { reportError } from "@/store/slices/errors-slice";

const MAX_MB = UPLOAD_IMAGE_MAX_BYTES / (1024 * 1024);

/** Cover image: upload a file (checked here and by the API) or paste a URL / site path. */
export function CoverField({ value, onChange, error }: { value: string; onChange: (value: string) => void; error?: string }) {
  const dispatch = useAppDispatch();
  const fileId = useId();
  const [uploading, setUploading] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    if (!(UPLOAD_IMAGE_TYPES as readonly string[]).includes(file.type)) {
      setFileError("La imagen debe ser JPEG, PNG o WebP.");
      return;
    }
    if (file.size > UPLOAD_IMAGE_MAX_BYTES) {
      setFileError(`La imagen no puede pesar más de ${MAX_MB} MB.`);
      return;
    }
    setFileError(null);
    setUploading(true);
    try {
      const uploaded = await uploadCoverImage(file);
      onChange(uploaded.url);
    } catch (uploadError) {
      dispatch(reportError(uploadError));
    } finally {
      setUploading(false);
    }
  };

  return (
    <fieldset className="flex flex-col gap-3 rounded-2xl border border-neutral-200 p-4">
      <legend className="px-1 text-sm font-semibold">Imagen de portada</legend>
      <div className="grid gap-4 sm:grid-cols-[12rem_1fr] sm:items-start">
        <div className="relative aspect-video overflow-hidden rounded-xl bg-neutral-100">
          {value ? (
            <Image key={value} src={value} fallbackSrc={FALLBACK_IMAGE} alt="Vista previa de la portada" width={1200} height={675} sizes="192px" />
          ) : (
            <span className="absolute inset-0 flex items-center justify-center p-2 text-center text-sm text-neutral-600">Sin portada</span>
          )}
        </div>
        <div className="flex flex-col gap-3">
          <div className="flex flex-wrap items-center gap-3">
            <label
              htmlFor={fileId}
              className="inline-flex min-h-11 cursor-pointer items-center justify-center rounded-full border-2 border-secondary px-5 font-semibold hover:bg-secondary hover:text-white has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2"
            >
              {uploading ? "Subiendo…" : "Subir imagen"}
              <input
                id={fileId}
                type="file"
                accept={UPLOAD_IMAGE_TYPES.join(",")}
                className="sr-only"
                onChange={onFile}
                disabled={uploading}
                aria-describedby={`${fileId}-hint`}
              />
            </label>
            {value ? (
              <button type="button" className="text-sm font-semibold underline" onClick={() => onChange("")}>
                Quitar portada
              </button>
            ) : null}
          </div>
          <p id={`${fileId}-hint`} className={fileError ? "text-sm font-medium text-error" : "text-sm text-neutral-600"} role={fileError ? "alert" : undefined}>
            {fileError ?? `JPEG, PNG o WebP, hasta ${MAX_MB} MB. Mejor en formato 16:9 (1200 × 675 px).`}
          </p>
          <TextField
            label="o la URL de la imagen"
            name="coverImageUrl"
            value={value}
            onChange={(event) => onChange(event.target.value)}
            placeholder="https://… o /images/blog/…"
            error={error}
          />
        </div>
      </div>
    </fieldset>
  );
}
