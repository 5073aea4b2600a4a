"use client";

import { useState } from "react";
import { useController } from "react-hook-form";
import { toast } from "@/lib/toasts";
import { CheckboxField, TextAreaField, TextField } from "@/components/ui/form-field";
import { MarkdownEditor } from "@/components/ui/markdown-editor";
import { showFieldRefusal, useZodForm } from "@/lib/forms";
import { useAppRouter } from "@/store/use-app-router";
import {
  useAdminLevelQuery,
  useAdminThemeQuery,
  useCreateThemeMutation,
  useDeleteThemeMutation,
  useUpdateThemeMutation,
  type AdminLevelItem,
  type AdminThemeItem,
  type ThemeBody,
} from "@/features/admin/api/catalogue-api";
import { LEVEL_GATE, levelItemCrumbs } from "@/features/admin/utils/level-context";
import { PracticePresetField } from "@/features/admin/components/catalogue/practice-preset-field";
import { TopicScores } from "@/features/admin/components/catalogue/topic-scores";
import { VideoFormField } from "@/features/admin/components/catalogue/video-field";
import { CrudForm } from "@/components/ui/crud-form";
import { CrudFormPage } from "@/features/admin/components/crud-form-page";
import { QueryGate } from "@/components/ui/query-gate";
import { topicForm } from "@/features/admin/utils/catalogue-schemas";

/** `/admin/catalogo/niveles/<id>/temas/nuevo` (a new topic at the end of the level). */
export function NewTopicPage({ levelId }: { levelId: number }) {
  const level = useAdminLevelQuery(levelId);
  return (
    <QueryGate
      data={level.currentData}
      error={level.error}
      retry={level.refetch}
      wording={LEVEL_GATE}
    >
      {(data) => <TopicForm level={data} theme={null} />}
    </QueryGate>
  );
}

/** `/admin/catalogo/temas/<id>`: edit a topic (its level names the crumbs and the way back). */
export function EditTopicPage({ themeId }: { themeId: number }) {
  const theme = useAdminThemeQuery(themeId);
  const levelId = theme.currentData?.levelId;
  const level = useAdminLevelQuery(levelId ?? 0, { skip: levelId === undefined });
  return (
    <QueryGate
      data={theme.currentData && level.currentData ? { theme: theme.currentData, level: level.currentData } : undefined}
      error={theme.error ?? level.error}
      retry={() => {
        void theme.refetch();
        if (levelId !== undefined) void level.refetch();
      }}
      wording={{
        loading: "Cargando tema…",
        notFound: { title: "Tema no encontrado", message: "No existe un tema con ese número." },
        failed: "No pudimos cargar el tema",
        back: LEVEL_GATE.back,
      }}
    >
      {(data) => <TopicForm key={data.theme.id} level={data.level} theme={data.theme} />}
    </QueryGate>
  );
}

function TopicForm({ level, theme }: { level: AdminLevelItem; theme: AdminThemeItem | null }) {
  const router = useAppRouter();
  const [createTheme, creation] = useCreateThemeMutation();
  const [updateTheme, update] = useUpdateThemeMutation();
  const [deleteTheme, deletion] = useDeleteThemeMutation();
  const [uploading, setUploading] = useState(false);
  const { schema, values } = topicForm(theme);
  const form = useZodForm(schema, { defaultValues: values });
  const { errors } = form.formState;
  const body = useController({ control: form.control, name: "body" });
  const saving = creation.isLoading || update.isLoading || deletion.isLoading;
  const levelPath = `/admin/catalogo/niveles/${level.id}`;

  const save = async (write: ThemeBody) => {
    if (theme) {
      const result = await updateTheme({ id: theme.id, body: write });
      // A slug taken in the level, a video link the server does not take: at the field (decision 026).
      if (!result.data) {
        showFieldRefusal(form, result.error);
        return;
      }
      form.reset(topicForm(result.data).values);
      toast.success("Tema guardado");
      return;
    }
    const result = await createTheme({ levelId: level.id, body: write });
    if (!result.data) {
      showFieldRefusal(form, result.error);
      return;
    }
    toast.success(`Tema «${result.data.title}» creado al final del nivel`);
    router.push(levelPath);
  };

  const remove = async () => {
    if (!theme || "error" in (await deleteTheme(theme.id))) return;
    toast.success(`Tema «${theme.title}» eliminado`);
    router.push(levelPath);
  };

  const title = theme ? theme.title : "Nuevo tema";
  return (
    <CrudFormPage
      title={title}
      crumbs={levelItemCrumbs(level, title)}
      description={theme ? `Tema ${theme.position} del nivel ${level.title}.` : `Se añadirá al final del nivel ${level.title}.`}
      remove={
        theme
          ? {
              label: "Eliminar tema",
              title: "¿Eliminar este tema?",
              busy: saving,
              run: remove,
              body: `«${theme.title}» desaparecerá del temario del nivel. Esta acción no se puede deshacer.`,
            }
          : undefined
      }
    >
      <CrudForm
        form={form}
        onValid={save}
        busy={saving}
        disabled={uploading}
        submitLabel={theme ? "Guardar tema" : "Crear tema"}
        back={{ href: levelPath, label: "Volver al nivel" }}
        note={uploading ? <p className="text-sm text-neutral-700">Espera a que termine la subida del video para guardar.</p> : null}
        className="flex flex-col gap-6 rounded-2xl bg-white p-4 ring-1 ring-neutral-200 sm:p-6"
      >
        <div className="grid gap-5 md:grid-cols-2">
          <TextField label="Título" required maxLength={200} error={errors.title?.message} {...form.register("title")} />
          <TextField
            label="Slug"
            hint={theme ? "La parte de la dirección del tema." : "Si lo dejas vacío, se crea a partir del título."}
            maxLength={100}
            error={errors.slug?.message}
            {...form.register("slug")}
          />
        </div>
        <TextAreaField
          label="Resumen"
          rows={2}
          hint="Una o dos frases que se ven en el temario."
          maxLength={500}
          error={errors.summary?.message}
          {...form.register("summary")}
        />
        <MarkdownEditor label="Contenido" name="body" value={body.field.value} onChange={body.field.onChange} error={body.fieldState.error?.message} />
        <VideoFormField control={form.control} onUploadingChange={setUploading} />
        <div className="grid gap-5 md:grid-cols-2">
          <TextField
            label="Duración del video"
            hint="Minutos:segundos, por ejemplo 4:05."
            inputMode="numeric"
            autoComplete="off"
            error={errors.duration?.message}
            {...form.register("duration")}
          />
          <div className="md:pt-7">
            <CheckboxField label="Vista previa gratis" hint="Cualquier visitante puede ver este tema sin comprar el nivel." {...form.register("is_free_preview")} />
          </div>
        </div>
        <PracticePresetField control={form.control} />
      </CrudForm>
      {/* Each score saves on its own (the API reads the file then); a new topic gets them once created. */}
      {theme ? <TopicScores theme={theme} /> : null}
    </CrudFormPage>
  );
}
