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
  useAdminTopicQuery,
  useCreateTopicMutation,
  useDeleteTopicMutation,
  useUpdateTopicMutation,
  type AdminLevelItem,
  type AdminTopicItem,
  type TopicBody,
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
      {(data) => <TopicForm level={data} topic={null} />}
    </QueryGate>
  );
}

/** `/admin/catalogo/temas/<id>`: edit a topic (its level names the crumbs and the way back). */
export function EditTopicPage({ themeId }: { themeId: number }) {
  const topic = useAdminTopicQuery(themeId);
  const levelId = topic.currentData?.levelId;
  const level = useAdminLevelQuery(levelId ?? 0, { skip: levelId === undefined });
  return (
    <QueryGate
      data={topic.currentData && level.currentData ? { topic: topic.currentData, level: level.currentData } : undefined}
      error={topic.error ?? level.error}
      retry={() => {
        void topic.refetch();
        if (levelId !== undefined) void level.refetch();
      }}
      wording={{
        loading: "Cargando tema…",
        notFound: { title: "Tema no encontrado", message: "No existe un tema con ese número." },
        failed: "No pudimos cargar el tema",
        back: LEVEL_GATE.back,
      }}
    >
      {(data) => <TopicForm key={data.topic.id} level={data.level} topic={data.topic} />}
    </QueryGate>
  );
}

function TopicForm({ level, topic }: { level: AdminLevelItem; topic: AdminTopicItem | null }) {
  const router = useAppRouter();
  const [createTopic, creation] = useCreateTopicMutation();
  const [updateTopic, update] = useUpdateTopicMutation();
  const [deleteTopic, deletion] = useDeleteTopicMutation();
  const [uploading, setUploading] = useState(false);
  const { schema, values } = topicForm(topic);
  const form = useZodForm(schema, { defaultValues: values });
  const { errors } = form.formState;
  const body = useController({ control: form.control, name: "body" });
  const saving = creation.isLoading || update.isLoading || deletion.isLoading;
  const levelPath = `/admin/catalogo/niveles/${level.id}`;

  const save = async (write: TopicBody) => {
    if (topic) {
      const result = await updateTopic({ id: topic.id, body: write });
      // A slug taken in the level, a video link the server does not take: at the field (decision 026).
      if (!result.data) {
        showFieldRefusal(form, result.error);
        return;
      }
      form.reset(topicForm(result.data).values);
      toast.success("Tema guardado");
      return;
    }
    const result = await createTopic({ levelId: level.id, body: write });
    if (!result.data) {
      showFieldRefusal(form, result.error);
      return;
    }
    toast.success(`Tema «${result.data.title}» creado al final del nivel`);
    router.push(levelPath);
  };

  const remove = async () => {
    if (!topic || "error" in (await deleteTopic(topic.id))) return;
    toast.success(`Tema «${topic.title}» eliminado`);
    router.push(levelPath);
  };

  const title = topic ? topic.title : "Nuevo tema";
  return (
    <CrudFormPage
      title={title}
      crumbs={levelItemCrumbs(level, title)}
      description={topic ? `Tema ${topic.position} del nivel ${level.title}.` : `Se añadirá al final del nivel ${level.title}.`}
      remove={
        topic
          ? {
              label: "Eliminar tema",
              title: "¿Eliminar este tema?",
              busy: saving,
              run: remove,
              body: `«${topic.title}» desaparecerá del temario del nivel. Esta acción no se puede deshacer.`,
            }
          : undefined
      }
    >
      <CrudForm
        form={form}
        onValid={save}
        busy={saving}
        disabled={uploading}
        submitLabel={topic ? "Guardar tema" : "Crear tema"}
        back={{ href: levelPath, label: "Volver al nivel" }}
        note={uploading ? <p className="text-sm text-neutral-700">Espera a que termine la subida del video para guardar.</p> : null}
        className="flex flex-col gap-6 rounded-2xl bg-white p-4 ring-1 ring-neutral-200 sm:p-6"
      >
        <div className="grid gap-5 md:grid-cols-2">
          <TextField label="Título" required maxLength={200} error={errors.title?.message} {...form.register("title")} />
          <TextField
            label="Slug"
            hint={topic ? "La parte de la dirección del tema." : "Si lo dejas vacío, se crea a partir del título."}
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
      {topic ? <TopicScores topic={topic} /> : null}
    </CrudFormPage>
  );
}
