"use client";

import { toast } from "@/lib/toasts";
import { CheckboxField, TextAreaField, TextField } from "@/components/ui/form-field";
import { showFieldRefusal, useZodForm } from "@/lib/forms";
import { useUpdateLevelMutation, type AdminLevelItem, type LevelBody } from "@/features/admin/api/catalogue-api";
import { PricesField } from "@/features/admin/components/catalogue/prices-field";
import { CrudForm } from "@/components/ui/crud-form";
import { levelForm } from "@/features/admin/utils/catalogue-schemas";

/** A level's data and the prices of access to it, checked by the contract's own rules first. */
export function LevelForm({ level }: { level: AdminLevelItem }) {
  const [updateLevel, saving] = useUpdateLevelMutation();
  const { schema, values } = levelForm(level);
  const form = useZodForm(schema, { defaultValues: values });
  const { errors } = form.formState;

  const save = async (body: LevelBody) => {
    const result = await updateLevel({ id: level.id, body });
    if (!result.data) {
      showFieldRefusal(form, result.error);
      return;
    }
    form.reset(levelForm(result.data).values);
    toast.success("Nivel guardado");
  };

  return (
    <CrudForm form={form} onValid={save} busy={saving.isLoading} submitLabel="Guardar nivel">
      <div className="grid gap-5 md:grid-cols-2">
        <TextField label="Título" required maxLength={160} error={errors.title?.message} {...form.register("title")} />
        <TextField label="Slug" hint="La parte de la dirección: minúsculas, números y guiones." maxLength={100} error={errors.slug?.message} {...form.register("slug")} />
      </div>
      <TextAreaField label="Descripción" required rows={4} error={errors.description?.message} {...form.register("description")} />
      <TextField label="Imagen" hint="Una ruta del sitio (/images/…) o una URL https." error={errors.image?.message} {...form.register("image")} />
      <div className="flex flex-col gap-3">
        <CheckboxField label="Publicado" hint="Un nivel sin publicar no aparece en el sitio ni en la academia." {...form.register("is_published")} />
        <CheckboxField
          label="Nivel destacado"
          hint="Se marca como «Recomendado» en la página del curso y «Destacado» en la academia."
          {...form.register("is_special")}
        />
      </div>
      <PricesField control={form.control} legend="Precios del acceso al nivel" durations={[1, 4, 12]} missing={{ what: "este nivel", published: form.watch("is_published") }} />
    </CrudForm>
  );
}
