"use client";

import { blogCategoryWrite } from "@fz/contracts/blog";
import { useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { CrudForm } from "@/components/ui/crud-form";
import { TextField } from "@/components/ui/form-field";
import { Spinner } from "@/components/ui/spinner";
import { showFieldRefusal, useZodForm } from "@/lib/forms";
import { toast } from "@/lib/toasts";
import {
  useBlogCategoriesQuery,
  useCreateCategoryMutation,
  useDeleteCategoryMutation,
  useReplaceCategoryMutation,
  type AdminCategory,
} from "@/features/blog/api/blog-admin-api";

const collator = new Intl.Collator("es");

/** A category's name, by the contract's rule and message. */
const nameSchema = blogCategoryWrite.pick({ name: true });

/** `/admin/blog/categorias`: add, rename and remove categories (posts are kept). */
export function AdminCategories() {
  const categories = useBlogCategoriesQuery();
  const [deleteCategory, deletion] = useDeleteCategoryMutation();
  const [editing, setEditing] = useState<number | null>(null);
  const [toDelete, setToDelete] = useState<AdminCategory | null>(null);
  const sorted = [...(categories.data ?? [])].sort((a, b) => collator.compare(a.name, b.name));

  const onDelete = async () => {
    if (!toDelete) return;
    const deleted = await deleteCategory(toDelete.id);
    if (!("error" in deleted)) toast.success(`Categoría «${toDelete.name}» eliminada`);
    setToDelete(null);
  };

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-3xl font-extrabold tracking-tight">Categorías del blog</h1>
        <p className="mt-1 text-neutral-700">Agrupan las entradas en el blog público, cada una con su propia página.</p>
      </div>

      <NewCategoryForm />

      {categories.isLoading ? (
        <div role="status" className="flex items-center gap-3 py-6">
          <Spinner className="size-8" />
          <span className="font-semibold">Cargando categorías…</span>
        </div>
      ) : sorted.length === 0 ? (
        <p className="rounded-2xl bg-primary-light/60 p-6">Aún no hay categorías.</p>
      ) : (
        <ul className="flex flex-col divide-y divide-neutral-200 rounded-2xl ring-1 ring-neutral-200" aria-busy={categories.isFetching || undefined}>
          {sorted.map((category) => (
            <li key={category.id} className="p-4">
              {editing === category.id ? (
                <RenameForm category={category} onDone={() => setEditing(null)} />
              ) : (
                <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
                  <div>
                    <p className="font-bold">{category.name}</p>
                    <p className="text-sm text-neutral-700">
                      /blog/categoria/{category.slug} · {category.postCount === 1 ? "1 entrada" : `${category.postCount} entradas`}
                    </p>
                  </div>
                  <div className="flex gap-2">
                    <Button size="sm" variant="outline-dark" onClick={() => setEditing(category.id)} aria-label={`Renombrar «${category.name}»`}>
                      Renombrar
                    </Button>
                    <Button size="sm" variant="ghost" className="text-error" onClick={() => setToDelete(category)} aria-label={`Eliminar «${category.name}»`}>
                      Eliminar
                    </Button>
                  </div>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}

      <ConfirmDialog
        open={toDelete !== null}
        title="¿Eliminar esta categoría?"
        confirmLabel="Sí, eliminar"
        busy={deletion.isLoading}
        onConfirm={() => void onDelete()}
        onCancel={() => setToDelete(null)}
      >
        «{toDelete?.name}» desaparecerá del blog. Sus {toDelete?.postCount ?? 0} entradas se conservan, sin esta categoría.
      </ConfirmDialog>
    </div>
  );
}

/** "Nueva categoría": the name box and its button, beside each other on a wide screen. */
function NewCategoryForm() {
  const [createCategory, creation] = useCreateCategoryMutation();
  const save = async (name: string) => {
    const created = await createCategory({ name });
    if (!created.data) return { error: created.error };
    toast.success(`Categoría «${created.data.name}» creada`);
    return true;
  };
  return (
    <CategoryNameForm
      label="Nueva categoría"
      onSave={save}
      className="flex flex-col gap-3 rounded-2xl bg-neutral-50 p-4 sm:flex-row sm:items-start"
      actions={
        <Button type="submit" disabled={creation.isLoading} aria-busy={creation.isLoading || undefined} className="sm:mt-7">
          Añadir
        </Button>
      }
    />
  );
}

/** A category's new name; PUT replaces it, so its slug is sent as it is and its public address stays. */
function RenameForm({ category, onDone }: { category: AdminCategory; onDone: () => void }) {
  const [replaceCategory, saving] = useReplaceCategoryMutation();
  const save = async (name: string) => {
    const saved = await replaceCategory({ id: category.id, category: { name, slug: category.slug } });
    if (!saved.data) return { error: saved.error };
    onDone();
    toast.success("Categoría actualizada");
    return true;
  };
  return (
    <CategoryNameForm
      label={`Nuevo nombre de «${category.name}»`}
      initial={category.name}
      autoFocus
      onSave={save}
      className="flex flex-col gap-3 sm:flex-row sm:items-start"
      actions={
        <div className="flex gap-2 sm:mt-7">
          <Button type="submit" size="md" disabled={saving.isLoading} aria-busy={saving.isLoading || undefined}>
            Guardar
          </Button>
          <Button type="button" variant="ghost" onClick={onDone}>
            Cancelar
          </Button>
        </div>
      }
    />
  );
}

/**
 * One category name, checked by the contract's rule: a refused name keeps focus on its box,
 * with the message beside it and announced. Emptied once saved (`onSave` answers whether).
 */
function CategoryNameForm({
  label,
  initial = "",
  autoFocus = false,
  onSave,
  className,
  actions,
}: {
  label: string;
  initial?: string;
  autoFocus?: boolean;
  /** True when saved; else the refusal, shown at the name when it is about it. */
  onSave: (name: string) => Promise<true | { error: unknown }>;
  className: string;
  actions: ReactNode;
}) {
  const form = useZodForm(nameSchema, { defaultValues: { name: initial } });
  const save = async ({ name }: { name: string }) => {
    const outcome = await onSave(name);
    if (outcome === true) form.reset({ name: "" });
    else showFieldRefusal(form, outcome.error);
  };
  return (
    <CrudForm form={form} onValid={save} busy={form.formState.isSubmitting} className={className} actions={() => actions}>
      <div className="flex-1">
        <TextField label={label} required autoFocus={autoFocus} error={form.formState.errors.name?.message} {...form.register("name")} />
      </div>
    </CrudForm>
  );
}
