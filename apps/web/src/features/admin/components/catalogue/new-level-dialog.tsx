"use client";

import { useEffect } from "react";
import { toast } from "@/lib/toasts";
import { FormErrorSummary } from "@/components/ui/form-errors";
import { TextAreaField, TextField } from "@/components/ui/form-field";
import { messagesOf, useZodForm } from "@/lib/forms";
import { useAppRouter } from "@/store/use-app-router";
import { useCreateLevelMutation } from "@/features/admin/api/catalogue-api";
import { FormDialog } from "@/features/admin/components/form-dialog";
import { newLevelSchema } from "@/features/admin/utils/catalogue-schemas";

const EMPTY = { title: "", description: "" };

/** "Nuevo nivel": created unpublished at the end of the course, then opened to fill in. */
export function NewLevelDialog({ open, courseId, onClose }: { open: boolean; courseId: number; onClose: () => void }) {
  const router = useAppRouter();
  const [createLevel, creating] = useCreateLevelMutation();
  const form = useZodForm(newLevelSchema, { defaultValues: EMPTY });
  const { errors } = form.formState;

  useEffect(() => {
    if (open) form.reset(EMPTY);
  }, [open, form]);

  const create = async (values: { title: string; description: string }) => {
    const result = await createLevel({ courseId, ...values, isPublished: false });
    if (!result.data) return;
    toast.success("Nivel creado como borrador: añade sus temas y precios, y publícalo");
    router.push(`/admin/catalogo/niveles/${result.data.id}`);
  };

  return (
    <FormDialog
      open={open}
      title="Nuevo nivel"
      description="Se crea al final del curso, sin publicar."
      submitLabel="Crear nivel"
      busy={creating.isLoading || creating.isSuccess}
      onSubmit={() => void form.handleSubmit(create)()}
      onClose={onClose}
    >
      <FormErrorSummary errors={messagesOf(errors)} />
      <TextField label="Título" required maxLength={160} error={errors.title?.message} {...form.register("title")} />
      <TextAreaField label="Descripción" required rows={4} error={errors.description?.message} {...form.register("description")} />
    </FormDialog>
  );
}
