"use client";

import { themeCreate } from "@fz/contracts/admin";
import Link from "next/link";
import { useState } from "react";
import { toast } from "sonner";
import { Button, buttonClasses } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { TextAreaField, TextField } from "@/components/ui/form-field";
import { MarkdownEditor } from "@/components/ui/markdown-editor";
import { LoadingPanel, ProblemPanel } from "@/components/ui/status-panel";
import { camelKey } from "@/lib/case";
import { useAppDispatch } from "@/store/hooks";
import { reportError } from "@/store/slices/errors-slice";
import { useAppRouter } from "@/store/use-app-router";
import { dangerButtonClasses } from "@/features/admin/components/danger-button";
import { createTheme, deleteTheme, getLevel, getTheme, updateTheme, type AdminLevelItem, type AdminThemeItem } from "@/features/admin/api/catalogue-api";
import { AdminPageHeader } from "@/features/admin/components/admin-page-header";
import { VideoField, videoDraftOf, videoOfDraft, type VideoDraft } from "@/features/admin/components/catalogue/video-field";
import { PracticePresetField, presetDraftOf, presetOfDraft, type PresetDraft } from "@/features/admin/components/catalogue/practice-preset-field";
import { CheckboxField } from "@/features/admin/components/checkbox-field";
import { useResource } from "@/features/admin/components/use-resource";
import { durationInputValue, parseDuration } from "@/features/admin/store/catalogue-forms";
import { FormErrorSummary, useFocusFirstInvalid } from "@/components/ui/form-errors";

interface TopicDraft {
  title: string;
  slug: string;
  summary: string;
  body: string;
  isFreePreview: boolean;
  duration: string;
  video: VideoDraft;
  practice: PresetDraft;
}

function draftOf(theme: AdminThemeItem | null): TopicDraft {
  return {
    title: theme?.title ?? "",
    slug: theme?.slug ?? "",
    summary: theme?.summary ?? "",
    body: theme?.body ?? "",
    isFreePreview: theme?.isFreePreview ?? false,
    duration: durationInputValue(theme?.durationSeconds),
    video: videoDraftOf(theme?.video),
    practice: presetDraftOf(theme?.practicePreset),
  };
}

function TopicForm({ level, theme }: { level: AdminLevelItem; theme: AdminThemeItem | null }) {
  const dispatch = useAppDispatch();
  const router = useAppRouter();
  const [draft, setDraft] = useState<TopicDraft>(() => draftOf(theme));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formRef = useFocusFirstInvalid(errors);
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const levelPath = `/admin/catalogo/niveles/${level.id}`;
  const update = <K extends keyof TopicDraft>(key: K, value: TopicDraft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: "" }));
  };

  const save = async () => {
    const nextErrors: Record<string, string> = {};
    const parsed = themeCreate.safeParse({
      title: draft.title,
      summary: draft.summary,
      body: draft.body,
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
    const video = videoOfDraft(draft.video);
    if ("error" in video) nextErrors.video = video.error;
    const practice = presetOfDraft(draft.practice);
    if ("error" in practice) nextErrors.practice = practice.error;
    setErrors(nextErrors);
    if (Object.keys(nextErrors).length > 0 || "error" in video || "error" in practice || duration === undefined) {
      toast.error("Revisa los campos marcados");
      return;
    }
    setSaving(true);
    const body = {
      title: draft.title.trim(),
      summary: draft.summary.trim(),
      body: draft.body,
      isFreePreview: draft.isFreePreview,
      video: video.video,
      durationSeconds: duration,
      practicePreset: practice.preset,
      ...(draft.slug.trim() && draft.slug.trim() !== theme?.slug ? { slug: draft.slug.trim() } : {}),
    };
    try {
      if (theme) {
        const saved = await updateTheme(theme.id, body);
        setDraft(draftOf(saved));
        toast.success("Tema guardado");
      } else {
        const created = await createTheme(level.id, body);
        toast.success(`Tema «${created.title}» creado al final del nivel`);
        router.push(levelPath);
      }
    } catch (error) {
      dispatch(reportError(error));
    } finally {
      setSaving(false);
    }
  };

  const remove = async () => {
    if (!theme) return;
    setSaving(true);
    try {
      await deleteTheme(theme.id);
      toast.success(`Tema «${theme.title}» eliminado`);
      router.push(levelPath);
    } catch (error) {
      dispatch(reportError(error));
      setSaving(false);
      setConfirmDelete(false);
    }
  };

  const title = theme ? theme.title : "Nuevo tema";
  return (
    <>
      <AdminPageHeader
        title={title}
        crumbs={[
          { label: "Catálogo", href: "/admin/catalogo" },
          { label: level.course.title, href: `/admin/catalogo/cursos/${level.course.id}` },
          { label: level.title, href: levelPath },
          { label: title },
        ]}
        description={theme ? `Tema ${theme.position} del nivel ${level.title}.` : `Se añadirá al final del nivel ${level.title}.`}
        actions={
          theme ? (
            <button type="button" className={dangerButtonClasses()} onClick={() => setConfirmDelete(true)} disabled={saving}>
              Eliminar tema
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
            hint={theme ? "La parte de la dirección del tema." : "Si lo deja vacío, se crea a partir del título."}
            maxLength={100}
          />
        </div>
        <TextAreaField
          label="Resumen"
          rows={2}
          value={draft.summary}
          onChange={(event) => update("summary", event.target.value)}
          error={errors.summary}
          hint="Una o dos frases que se ven en el temario."
          maxLength={500}
        />
        <MarkdownEditor label="Contenido" name="body" value={draft.body} onChange={(value) => update("body", value)} error={errors.body} />
        <VideoField value={draft.video} onChange={(value) => update("video", value)} error={errors.video} onUploadingChange={setUploading} />
        <div className="grid gap-5 md:grid-cols-2">
          <TextField
            label="Duración del video"
            value={draft.duration}
            onChange={(event) => update("duration", event.target.value)}
            error={errors.duration}
            hint="Minutos:segundos, por ejemplo 4:05."
            inputMode="numeric"
            autoComplete="off"
          />
          <div className="md:pt-7">
            <CheckboxField
              label="Vista previa gratis"
              hint="Cualquier visitante puede ver este tema sin comprar el nivel."
              checked={draft.isFreePreview}
              onChange={(value) => update("isFreePreview", value)}
            />
          </div>
        </div>
        <PracticePresetField value={draft.practice} onChange={(value) => update("practice", value)} error={errors.practice} />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" variant="dark" disabled={saving || uploading} aria-busy={saving}>
            {saving ? "Guardando…" : theme ? "Guardar tema" : "Crear tema"}
          </Button>
          <Link href={levelPath} className={buttonClasses("outline-dark")}>
            Volver al nivel
          </Link>
        </div>
        {uploading ? <p className="text-sm text-neutral-700">Espera a que termine la subida del video para guardar.</p> : null}
      </form>
      <ConfirmDialog
        open={confirmDelete}
        title="¿Eliminar este tema?"
        confirmLabel="Sí, eliminar"
        busy={saving}
        onConfirm={() => void remove()}
        onCancel={() => setConfirmDelete(false)}
      >
        «{theme?.title}» desaparecerá del temario del nivel. Esta acción no se puede deshacer.
      </ConfirmDialog>
    </>
  );
}

/** `/admin/catalogo/niveles/<id>/temas/nuevo` (a new topic at the end of the level). */
export function NewTopicPage({ levelId }: { levelId: number }) {
  const level = useResource(`admin-level-${levelId}`, (signal) => getLevel(levelId, signal));
  if (!level.data) {
    if (level.failure === 404) return <ProblemPanel title="Nivel no encontrado" message="No existe un nivel con ese número." back={{ href: "/admin/catalogo", label: "Volver al catálogo" }} />;
    if (level.failure !== null) return <ProblemPanel title="No pudimos cargar el nivel" message="Revisa tu conexión e inténtalo de nuevo." onRetry={level.reload} />;
    return <LoadingPanel message="Cargando nivel…" />;
  }
  return <TopicForm level={level.data} theme={null} />;
}

/** `/admin/catalogo/temas/<id>`: edit a topic. */
export function EditTopicPage({ themeId }: { themeId: number }) {
  const topic = useResource(`admin-theme-${themeId}`, async (signal) => {
    const theme = await getTheme(themeId, signal);
    return { theme, level: await getLevel(theme.levelId, signal) };
  });
  if (!topic.data) {
    if (topic.failure === 404) return <ProblemPanel title="Tema no encontrado" message="No existe un tema con ese número." back={{ href: "/admin/catalogo", label: "Volver al catálogo" }} />;
    if (topic.failure !== null) return <ProblemPanel title="No pudimos cargar el tema" message="Revisa tu conexión e inténtalo de nuevo." onRetry={topic.reload} />;
    return <LoadingPanel message="Cargando tema…" />;
  }
  return <TopicForm key={topic.data.theme.id} level={topic.data.level} theme={topic.data.theme} />;
}
