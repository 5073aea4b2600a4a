"use client";

import { tutorialCreate } from "@fz/contracts/admin";
import Link from "next/link";
import { useState } from "react";
import { toast } from "sonner";
import { Button, buttonClasses } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { SelectField, TextAreaField, TextField } from "@/components/ui/form-field";
import { LoadingPanel, ProblemPanel } from "@/components/ui/status-panel";
import { camelKey } from "@/lib/case";
import { useAppDispatch } from "@/store/hooks";
import { reportError } from "@/store/slices/errors-slice";
import { useAppRouter } from "@/store/use-app-router";
import {
  createTutorial,
  deleteTutorial,
  getTutorial,
  listCourses,
  updateTutorial,
  type AdminCourseItem,
  type AdminVideoItem,
} from "@/features/admin/api/catalogue-api";
import { dangerButtonClasses } from "@/features/admin/components/danger-button";
import { AdminPageHeader } from "@/features/admin/components/admin-page-header";
import { PriceEditor } from "@/features/admin/components/catalogue/price-editor";
import { VideoField, videoDraftOf, videoOfDraft, type VideoDraft } from "@/features/admin/components/catalogue/video-field";
import { CheckboxField } from "@/features/admin/components/checkbox-field";
import { useResource } from "@/features/admin/components/use-resource";
import { durationInputValue, parseDuration, priceChanges, priceDraftOf, type PriceDraft, type PriceKey } from "@/features/admin/store/catalogue-forms";
import { FormErrorSummary, useFocusFirstInvalid } from "@/components/ui/form-errors";

interface TutorialDraft {
  title: string;
  slug: string;
  description: string;
  courseId: string;
  thumbnail: string;
  duration: string;
  isPublished: boolean;
  video: VideoDraft;
  prices: PriceDraft;
}

function draftOf(video: AdminVideoItem | null): TutorialDraft {
  return {
    title: video?.title ?? "",
    slug: video?.slug ?? "",
    description: video?.description ?? "",
    courseId: video?.course ? String(video.course.id) : "",
    thumbnail: video?.thumbnail ?? "",
    duration: durationInputValue(video?.durationSeconds),
    isPublished: video?.isPublished ?? false,
    video: video ? videoDraftOf({ provider: video.provider, source: video.source }) : { mode: "url", url: "", file: "" },
    prices: video ? priceDraftOf(video.prices) : {},
  };
}

function TutorialForm({ video, courses }: { video: AdminVideoItem | null; courses: AdminCourseItem[] }) {
  const dispatch = useAppDispatch();
  const router = useAppRouter();
  const [draft, setDraft] = useState<TutorialDraft>(() => draftOf(video));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formRef = useFocusFirstInvalid(errors);
  const [priceErrors, setPriceErrors] = useState<Partial<Record<PriceKey, string>>>({});
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const update = <K extends keyof TutorialDraft>(key: K, value: TutorialDraft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: "" }));
  };

  const save = async () => {
    const nextErrors: Record<string, string> = {};
    const videoResult = videoOfDraft(draft.video, true);
    if ("error" in videoResult) nextErrors.video = videoResult.error;
    // The video is checked on its own above, with messages about each way to give it.
    const parsed = tutorialCreate.omit({ video: true }).safeParse({
      title: draft.title,
      description: draft.description,
      thumbnail: draft.thumbnail.trim() || null,
      ...(draft.slug.trim() ? { slug: draft.slug.trim() } : {}),
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = camelKey(String(issue.path[0] ?? ""));
        if (field && !nextErrors[field]) nextErrors[field] = issue.message;
      }
    }
    const duration = parseDuration(draft.duration);
    if (duration === undefined) nextErrors.duration = "Escribe la duración como minutos:segundos, por ejemplo 4:05.";
    const prices = priceChanges(draft.prices, video?.prices ?? []);
    setErrors(nextErrors);
    setPriceErrors(prices.errors);
    if (Object.keys(nextErrors).length > 0 || Object.keys(prices.errors).length > 0 || !("video" in videoResult) || !videoResult.video || duration === undefined) {
      toast.error("Revisa los campos marcados");
      return;
    }
    setSaving(true);
    const body = {
      title: draft.title.trim(),
      description: draft.description.trim(),
      courseId: draft.courseId ? Number(draft.courseId) : null,
      thumbnail: draft.thumbnail.trim() || null,
      durationSeconds: duration,
      isPublished: draft.isPublished,
      video: videoResult.video,
      ...(draft.slug.trim() && draft.slug.trim() !== video?.slug ? { slug: draft.slug.trim() } : {}),
      ...(prices.changes.length > 0 ? { prices: prices.changes.map(({ currency, amountMinor }) => ({ currency, amountMinor })) } : {}),
    };
    try {
      if (video) {
        const saved = await updateTutorial(video.id, body);
        setDraft(draftOf(saved));
        toast.success("Tutorial guardado");
      } else {
        const created = await createTutorial(body);
        toast.success(`Tutorial «${created.title}» creado`);
        router.push(`/admin/catalogo/tutoriales/${created.id}`);
      }
    } catch (error) {
      dispatch(reportError(error));
    } finally {
      setSaving(false);
    }
  };

  const remove = async () => {
    if (!video) return;
    setSaving(true);
    try {
      await deleteTutorial(video.id);
      toast.success(`Tutorial «${video.title}» eliminado`);
      router.push("/admin/catalogo/tutoriales");
    } catch (error) {
      dispatch(reportError(error));
      setSaving(false);
      setConfirmDelete(false);
    }
  };

  const title = video ? video.title : "Nuevo tutorial";
  return (
    <>
      <AdminPageHeader
        title={title}
        crumbs={[{ label: "Catálogo", href: "/admin/catalogo" }, { label: "Tutoriales", href: "/admin/catalogo/tutoriales" }, { label: title }]}
        actions={
          video ? (
            <button type="button" className={dangerButtonClasses()} onClick={() => setConfirmDelete(true)} disabled={saving}>
              Eliminar tutorial
            </button>
          ) : null
        }
      />
      <form ref={formRef}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
        className="flex flex-col gap-6 rounded-2xl bg-white p-4 ring-1 ring-neutral-200 sm:p-6"
      >
      <FormErrorSummary errors={errors} />
        <div className="grid gap-5 md:grid-cols-2">
          <TextField label="Título" required value={draft.title} onChange={(event) => update("title", event.target.value)} error={errors.title} maxLength={200} />
          <TextField
            label="Slug"
            value={draft.slug}
            onChange={(event) => update("slug", event.target.value)}
            error={errors.slug}
            hint={video ? "La parte de la dirección del tutorial." : "Si lo deja vacío, se crea a partir del título."}
            maxLength={100}
          />
        </div>
        <TextAreaField label="Descripción" rows={4} value={draft.description} onChange={(event) => update("description", event.target.value)} error={errors.description} />
        <div className="grid gap-5 md:grid-cols-2">
          <SelectField
            label="Curso"
            value={draft.courseId}
            onChange={(event) => update("courseId", event.target.value)}
            placeholder="Ninguno"
            options={courses.map((course) => ({ value: String(course.id), label: course.title }))}
          />
          <TextField
            label="Miniatura"
            value={draft.thumbnail}
            onChange={(event) => update("thumbnail", event.target.value)}
            error={errors.thumbnail}
            hint="Una ruta del sitio (/images/…) o una URL https."
          />
        </div>
        <VideoField value={draft.video} onChange={(value) => update("video", value)} error={errors.video} required onUploadingChange={setUploading} />
        <TextField
          label="Duración del video"
          value={draft.duration}
          onChange={(event) => update("duration", event.target.value)}
          error={errors.duration}
          hint="Minutos:segundos, por ejemplo 12:30."
          inputMode="numeric"
          autoComplete="off"
        />
        <PriceEditor legend="Precio del tutorial" durations={["once"]} value={draft.prices} onChange={(value) => update("prices", value)} errors={priceErrors} />
        <CheckboxField
          label="Publicado"
          hint="Un tutorial sin publicar no aparece en la tienda."
          checked={draft.isPublished}
          onChange={(value) => update("isPublished", value)}
        />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" variant="dark" disabled={saving || uploading} aria-busy={saving}>
            {saving ? "Guardando…" : video ? "Guardar tutorial" : "Crear tutorial"}
          </Button>
          <Link href="/admin/catalogo/tutoriales" className={buttonClasses("outline-dark")}>
            Volver a tutoriales
          </Link>
        </div>
      </form>
      <ConfirmDialog
        open={confirmDelete}
        title="¿Eliminar este tutorial?"
        confirmLabel="Sí, eliminar"
        busy={saving}
        onConfirm={() => void remove()}
        onCancel={() => setConfirmDelete(false)}
      >
        «{video?.title}» dejará de estar a la venta. Solo es posible si nadie lo ha comprado (si no, despublíquelo). Esta acción no se puede deshacer.
      </ConfirmDialog>
    </>
  );
}

/** `/admin/catalogo/tutoriales/nuevo` and `/admin/catalogo/tutoriales/<id>`. */
export function TutorialFormPage({ tutorialId }: { tutorialId: number | null }) {
  const resource = useResource(`admin-tutorial-${tutorialId ?? "nuevo"}`, async (signal) => {
    const [courses, video] = await Promise.all([listCourses(signal), tutorialId === null ? Promise.resolve(null) : getTutorial(tutorialId, signal)]);
    return { courses: courses.results, video };
  });
  if (!resource.data) {
    if (resource.failure === 404) return <ProblemPanel title="Tutorial no encontrado" message="No existe un tutorial con ese número." back={{ href: "/admin/catalogo/tutoriales", label: "Volver a tutoriales" }} />;
    if (resource.failure !== null) return <ProblemPanel title="No pudimos cargar el tutorial" message="Revisa tu conexión e inténtalo de nuevo." onRetry={resource.reload} />;
    return <LoadingPanel message="Cargando tutorial…" />;
  }
  return <TutorialForm key={resource.data.video?.id ?? "nuevo"} video={resource.data.video} courses={resource.data.courses} />;
}
