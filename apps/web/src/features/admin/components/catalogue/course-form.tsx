"use client";

import { toast } from "@/lib/toasts";
import { CheckboxField, TextAreaField, TextField } from "@/components/ui/form-field";
import { showFieldRefusal, useZodForm } from "@/lib/forms";
import { useUpdateCourseMutation, type AdminCourseItem, type CourseBody } from "@/features/admin/api/catalogue-api";
import { PricesField } from "@/features/admin/components/catalogue/prices-field";
import { CrudForm } from "@/components/ui/crud-form";
import { courseForm } from "@/features/admin/utils/catalogue-schemas";

/** A course's data and its purchase-all prices, checked by the contract's own rules first. */
export function CourseForm({ course }: { course: AdminCourseItem }) {
  const [updateCourse, saving] = useUpdateCourseMutation();
  const { schema, values } = courseForm(course);
  const form = useZodForm(schema, { defaultValues: values });
  const { errors } = form.formState;

  const save = async (body: CourseBody) => {
    const result = await updateCourse({ id: course.id, body });
    if (!result.data) {
      // A slug taken or reserved by a page of the site: said at the field (decision 026).
      showFieldRefusal(form, result.error);
      return;
    }
    form.reset(courseForm(result.data).values);
    toast.success("Curso guardado");
  };

  return (
    <CrudForm form={form} onValid={save} busy={saving.isLoading} submitLabel="Guardar curso">
      <div className="grid gap-5 md:grid-cols-2">
        <TextField label="Título" required maxLength={160} error={errors.title?.message} {...form.register("title")} />
        <TextField
          label="Slug"
          hint="La dirección del curso en el sitio (/slug). Si la cambias, los enlaces que ya circulan dejan de llevar al curso."
          maxLength={100}
          error={errors.slug?.message}
          {...form.register("slug")}
        />
      </div>
      <TextAreaField
        label="Descripción corta"
        required
        rows={2}
        hint="Se ve en las tarjetas de /cursos."
        maxLength={300}
        error={errors.short_description?.message}
        {...form.register("short_description")}
      />
      <TextAreaField label="Descripción" required rows={6} hint="El texto de la página del curso." error={errors.description?.message} {...form.register("description")} />
      <TextField label="Imagen" hint="Una ruta del sitio (/images/courses/…) o una URL https." error={errors.image?.message} {...form.register("image")} />
      <CheckboxField label="Publicado" hint="Un curso sin publicar no aparece en el sitio ni en la academia." {...form.register("is_published")} />
      <PricesField
        control={form.control}
        legend="Precios de «todos los niveles»"
        durations={[1, 4, 12]}
        missing={{ what: "el curso completo", published: form.watch("is_published") }}
      />
    </CrudForm>
  );
}
