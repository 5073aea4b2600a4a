"use client";

import { blogCategoryWrite } from "@fz/contracts/blog";
import { useEffect, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { TextField } from "@/components/ui/form-field";
import { Spinner } from "@/components/ui/spinner";
import { addBlogCategory, deleteBlogCategory, loadCategories, renameBlogCategory } from "@/features/blog/store/blog-thunks";
import { useAppDispatch, useAppSelector } from "@/store/hooks";
import type { BlogCategory } from "@/store/slices/blog-slice";

const collator = new Intl.Collator("es");

/** `/admin/blog/categorias`: add, rename and remove categories (posts are kept). */
export function AdminCategories() {
  const dispatch = useAppDispatch();
  const categories = useAppSelector((state) => state.blog.categories);
  const [loading, setLoading] = useState(true);
  const [name, setName] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [editing, setEditing] = useState<{ id: number; name: string; error?: string } | null>(null);
  const [toDelete, setToDelete] = useState<BlogCategory | null>(null);
  const sorted = [...categories].sort((a, b) => collator.compare(a.name, b.name));

  useEffect(() => {
    const controller = new AbortController();
    void dispatch(loadCategories(controller.signal)).then(() => {
      if (!controller.signal.aborted) setLoading(false);
    });
    return () => controller.abort();
  }, [dispatch]);

  const onAdd = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = blogCategoryWrite.safeParse({ name });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    setBusy(true);
    const created = await dispatch(addBlogCategory({ name: parsed.data.name }));
    setBusy(false);
    if (created) {
      setName("");
      toast.success(`Categoría «${created.name}» creada`);
    }
  };

  const onRename = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!editing) return;
    const current = categories.find((category) => category.id === editing.id);
    const parsed = blogCategoryWrite.safeParse({ name: editing.name });
    if (!parsed.success) {
      setEditing({ ...editing, error: parsed.error.issues[0]?.message });
      return;
    }
    setBusy(true);
    // PUT replaces the category: the slug is sent as it is so its public URL stays.
    const saved = await dispatch(renameBlogCategory(editing.id, { name: parsed.data.name, slug: current?.slug }));
    setBusy(false);
    if (saved) {
      setEditing(null);
      toast.success("Categoría actualizada");
    }
  };

  const onDelete = async () => {
    if (!toDelete) return;
    setBusy(true);
    const deleted = await dispatch(deleteBlogCategory(toDelete.id));
    setBusy(false);
    if (deleted) toast.success(`Categoría «${toDelete.name}» eliminada`);
    setToDelete(null);
  };

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-3xl font-extrabold tracking-tight">Categorías del blog</h1>
        <p className="mt-1 text-neutral-700">Agrupan las entradas en el blog público, cada una con su propia página.</p>
      </div>

      <form onSubmit={onAdd} noValidate className="flex flex-col gap-3 rounded-2xl bg-neutral-50 p-4 sm:flex-row sm:items-start">
        <div className="flex-1">
          <TextField label="Nueva categoría" name="name" required value={name} onChange={(event) => setName(event.target.value)} error={error} />
        </div>
        <Button type="submit" disabled={busy} className="sm:mt-7">
          Añadir
        </Button>
      </form>

      {loading ? (
        <div role="status" className="flex items-center gap-3 py-6">
          <Spinner className="size-8" />
          <span className="font-semibold">Cargando categorías…</span>
        </div>
      ) : sorted.length === 0 ? (
        <p className="rounded-2xl bg-primary-light/60 p-6">Aún no hay categorías.</p>
      ) : (
        <ul className="flex flex-col divide-y divide-neutral-200 rounded-2xl ring-1 ring-neutral-200">
          {sorted.map((category) => (
            <li key={category.id} className="p-4">
              {editing?.id === category.id ? (
                <form onSubmit={onRename} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
                  <div className="flex-1">
                    <TextField
                      label={`Nuevo nombre de «${category.name}»`}
                      name="name"
                      required
                      autoFocus
                      value={editing.name}
                      onChange={(event) => setEditing({ ...editing, name: event.target.value, error: undefined })}
                      error={editing.error}
                    />
                  </div>
                  <div className="flex gap-2 sm:mt-7">
                    <Button type="submit" size="md" disabled={busy}>
                      Guardar
                    </Button>
                    <Button type="button" variant="ghost" onClick={() => setEditing(null)}>
                      Cancelar
                    </Button>
                  </div>
                </form>
              ) : (
                <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
                  <div>
                    <p className="font-bold">{category.name}</p>
                    <p className="text-sm text-neutral-700">
                      /blog/categoria/{category.slug} · {category.postCount === 1 ? "1 entrada" : `${category.postCount} entradas`}
                    </p>
                  </div>
                  <div className="flex gap-2">
                    <Button size="sm" variant="outline-dark" onClick={() => setEditing({ id: category.id, name: category.name })} aria-label={`Renombrar «${category.name}»`}>
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
        busy={busy}
        onConfirm={() => void onDelete()}
        onCancel={() => setToDelete(null)}
      >
        «{toDelete?.name}» desaparecerá del blog. Sus {toDelete?.postCount ?? 0} entradas se conservan, sin esta categoría.
      </ConfirmDialog>
    </div>
  );
}
