"use client";

import { useState } from "react";
import { toast } from "@/lib/toasts";
import { CheckboxField, SelectField, TextAreaField, TextField } from "@/components/ui/form-field";
import { showFieldRefusal, useZodForm } from "@/lib/forms";
import { useAppRouter } from "@/store/use-app-router";
import {
  useAdminCoursesQuery,
  useAdminTutorialQuery,
  useCreateTutorialMutation,
  useDeleteTutorialMutation,
  useUpdateTutorialMutation,
  type AdminCourseItem,
  type AdminVideoItem,
  type TutorialBody,
} from "@/features/admin/api/catalogue-api";
import { PricesField } from "@/features/admin/components/catalogue/prices-field";
import { VideoFormField } from "@/features/admin/components/catalogue/video-field";
import { CrudForm } from "@/components/ui/crud-form";
import { CrudFormPage } from "@/features/admin/components/crud-form-page";
import { QueryGate } from "@/components/ui/query-gate";
import { tutorialForm } from "@/features/admin/utils/catalogue-schemas";

const LIST = "/admin/catalogo/tutoriales";

/** `/admin/catalogo/tutoriales/nuevo` and `/admin/catalogo/tutoriales/<id>`. */
export function TutorialFormPage({ tutorialId }: { tutorialId: number | null }) {
  const courses = useAdminCoursesQuery();
  const tutorial = useAdminTutorialQuery(tutorialId ?? 0, { skip: tutorialId === null });
  const video = tutorialId === null ? null : tutorial.currentData;
  return (
    <QueryGate
      data={courses.data && video !== undefined ? { courses: courses.data.results, video } : undefined}
      error={courses.error ?? tutorial.error}
      retry={() => {
        void courses.refetch();
        if (tutorialId !== null) void tutorial.refetch();
      }}
      wording={{
        loading: "Cargando tutorial…",
        notFound: { title: "Tutorial no encontrado", message: "No existe un tutorial con ese número." },
        failed: "No pudimos cargar el tutorial",
        back: { href: LIST, label: "Volver a tutoriales" },
      }}
    >
      {(data) => <TutorialForm key={data.video?.id ?? "nuevo"} video={data.video} courses={data.courses} />}
    </QueryGate>
  );
}

function TutorialForm({ video, courses }: { video: AdminVideoItem | null; courses: AdminCourseItem[] }) {
  const router = useAppRouter();
  const [createTutorial, creation] = useCreateTutorialMutation();
  const [updateTutorial, update] = useUpdateTutorialMutation();
  const [deleteTutorial, deletion] = useDeleteTutorialMutation();
  const [uploading, setUploading] = useState(false);
  const { schema, values } = tutorialForm(video);
  const form = useZodForm(schema, { defaultValues: values });
  const { errors } = form.formState;
  const saving = creation.isLoading || update.isLoading || deletion.isLoading;

  const save = async (body: TutorialBody) => {
    if (video) {
      const result = await updateTutorial({ id: video.id, body });
      if (!result.data) {
        showFieldRefusal(form, result.error);
        return;
      }
      form.reset(tutorialForm(result.data).values);
      toast.success("Tutorial guardado");
      return;
    }
    const result = await createTutorial(body);
    if (!result.data) {
      showFieldRefusal(form, result.error);
      return;
    }
    toast.success(`Tutorial «${result.data.title}» creado`);
    router.push(`${LIST}/${result.data.id}`);
  };

  const remove = async () => {
    if (!video || "error" in (await deleteTutorial(video.id))) return;
    toast.success(`Tutorial «${video.title}» eliminado`);
    router.push(LIST);
  };

  const title = video ? video.title : "Nuevo tutorial";
  return (
    <CrudFormPage
      title={title}
      crumbs={[{ label: "Catálogo", href: "/admin/catalogo" }, { label: "Tutoriales", href: LIST }, { label: title }]}
      remove={
        video
          ? {
              label: "Eliminar tutorial",
              title: "¿Eliminar este tutorial?",
              busy: saving,
              run: remove,
              body: `«${video.title}» dejará de estar a la venta. Solo es posible si nadie lo ha comprado (si no, despublícalo). Esta acción no se puede deshacer.`,
            }
          : undefined
      }
    >
      <CrudForm
        form={form}
        onValid={save}
        busy={saving}
        disabled={uploading}
        submitLabel={video ? "Guardar tutorial" : "Crear tutorial"}
        back={{ href: LIST, label: "Volver a tutoriales" }}
        className="flex flex-col gap-6 rounded-2xl bg-white p-4 ring-1 ring-neutral-200 sm:p-6"
      >
        <div className="grid gap-5 md:grid-cols-2">
          <TextField label="Título" required maxLength={200} error={errors.title?.message} {...form.register("title")} />
          <TextField
            label="Slug"
            hint={video ? "La parte de la dirección del tutorial." : "Si lo dejas vacío, se crea a partir del título."}
            maxLength={100}
            error={errors.slug?.message}
            {...form.register("slug")}
          />
        </div>
        <TextAreaField label="Descripción" rows={4} error={errors.description?.message} {...form.register("description")} />
        <div className="grid gap-5 md:grid-cols-2">
          <SelectField label="Curso" placeholder="Ninguno" options={courses.map((course) => ({ value: String(course.id), label: course.title }))} {...form.register("course_id")} />
          <TextField label="Miniatura" hint="Una ruta del sitio (/images/…) o una URL https." error={errors.thumbnail?.message} {...form.register("thumbnail")} />
        </div>
        <VideoFormField control={form.control} required onUploadingChange={setUploading} />
        <TextField
          label="Duración del video"
          hint="Minutos:segundos, por ejemplo 12:30."
          inputMode="numeric"
          autoComplete="off"
          error={errors.duration?.message}
          {...form.register("duration")}
        />
        <PricesField control={form.control} legend="Precio del tutorial" durations={["once"]} />
        <CheckboxField label="Publicado" hint="Un tutorial sin publicar no aparece en la tienda." {...form.register("is_published")} />
      </CrudForm>
    </CrudFormPage>
  );
}
