"use client";

import { POST_EXCERPT_MAX_LENGTH, type BlogPostStatus } from "@fz/contracts/blog";
import Link from "next/link";
import { useState } from "react";
import { useController } from "react-hook-form";
import { Button, buttonClasses } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { CrudForm } from "@/components/ui/crud-form";
import { TextField } from "@/components/ui/form-field";
import { MarkdownEditor } from "@/components/ui/markdown-editor";
import { QueryGate } from "@/components/ui/query-gate";
import { formatDate } from "@/lib/format";
import { showFieldRefusal, useZodForm } from "@/lib/forms";
import { toast } from "@/lib/toasts";
import { useAppRouter } from "@/store/use-app-router";
import {
  useAdminPostQuery,
  useBlogCategoriesQuery,
  useCreatePostMutation,
  useDeletePostMutation,
  useUpdatePostMutation,
  type AdminCategory,
  type AdminPostDetail,
} from "@/features/blog/api/blog-admin-api";
import { CategoryPicker } from "@/features/blog/components/category-picker";
import { CoverField } from "@/features/blog/components/cover-field";
import { PostStatusBadge } from "@/features/blog/components/post-status-badge";
import { postForm, type PostFields } from "@/features/blog/utils/post-form";

const LIST = "/admin/blog";

/** Create (`postId` null) or edit a post: Markdown with live preview, cover, categories, status. */
export function AdminPostForm({ postId }: { postId: number | null }) {
  const post = useAdminPostQuery(postId ?? 0, { skip: postId === null });
  const categories = useBlogCategoriesQuery();
  const current = postId === null ? null : post.currentData;
  return (
    <QueryGate
      data={current}
      error={post.error}
      retry={post.refetch}
      wording={{
        loading: "Cargando la entrada…",
        notFound: { title: "Entrada no encontrada", message: "Puede que la hayan eliminado." },
        failed: "No pudimos cargar la entrada",
        back: { href: LIST, label: "Volver a las entradas" },
      }}
    >
      {(data) => <PostForm key={data?.id ?? "nueva"} post={data} categories={categories.data ?? (categories.isLoading ? undefined : [])} />}
    </QueryGate>
  );
}

/** What the toast says after a save, from the status before and after. */
function savedMessage(status: BlogPostStatus, wasPublished: boolean): string {
  if (status === "published") return wasPublished ? "Cambios publicados" : "Entrada publicada";
  return wasPublished ? "La entrada volvió a borrador" : "Borrador guardado";
}

function PostForm({ post, categories }: { post: AdminPostDetail | null; categories: AdminCategory[] | undefined }) {
  const router = useAppRouter();
  const [createPost, creation] = useCreatePostMutation();
  const [updatePost, update] = useUpdatePostMutation();
  const [deletePost, deletion] = useDeletePostMutation();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const { schema, values } = postForm(post);
  const form = useZodForm(schema, { defaultValues: values });
  const { errors } = form.formState;
  const body = useController({ control: form.control, name: "body_markdown" });
  const cover = useController({ control: form.control, name: "cover_image_url" });
  const picked = useController({ control: form.control, name: "category_ids" });
  const saving = creation.isLoading || update.isLoading || deletion.isLoading;
  const isPublished = post?.status === "published";

  /** Saves with the status a button asked for; Enter and "Guardar cambios" keep the current one. */
  const save = async (fields: PostFields, intent?: BlogPostStatus) => {
    const status = intent ?? post?.status ?? "draft";
    const result = post ? await updatePost({ id: post.id, patch: { ...fields, status } }) : await createPost({ ...fields, status });
    if (!result.data) {
      showFieldRefusal(form, result.error);
      return;
    }
    form.reset(postForm(result.data).values);
    toast.success(savedMessage(result.data.status, isPublished));
    if (!post) router.replace(`${LIST}/${result.data.id}`);
  };

  const remove = async () => {
    if (!post) return;
    const deleted = await deletePost(post.id);
    setConfirmDelete(false);
    if ("error" in deleted) return;
    toast.success("Entrada eliminada");
    router.push(LIST);
  };

  return (
    <>
      <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <Link href={LIST} className="text-sm font-semibold underline-offset-2 hover:underline">
            ← Entradas
          </Link>
          <h1 id="editor-titulo" className="mt-2 text-3xl font-extrabold tracking-tight">
            {post ? "Editar entrada" : "Nueva entrada"}
          </h1>
          {post ? (
            <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-neutral-700">
              <PostStatusBadge status={post.status} />
              {post.publishedAt ? <span>Publicada el {formatDate(post.publishedAt)}</span> : null}
              <span>· {post.readingTimeMinutes} min de lectura</span>
            </p>
          ) : null}
        </div>
        {isPublished ? (
          <a href={`/blog/${post.slug}`} target="_blank" rel="noopener noreferrer" className={buttonClasses("outline-dark", "sm", "self-start")}>
            Ver en el blog
          </a>
        ) : null}
      </div>
      <CrudForm
        form={form}
        onValid={save}
        busy={saving}
        labelledBy="editor-titulo"
        className="flex flex-col gap-6"
        actions={(submit) => (
          <div className="sticky bottom-0 z-10 -mx-4 flex flex-col gap-3 border-t border-neutral-200 bg-white/95 px-4 py-4 backdrop-blur sm:mx-0 sm:flex-row sm:flex-wrap sm:items-center sm:rounded-2xl sm:border sm:px-5">
            {post ? (
              <>
                <Button type="submit" disabled={saving} aria-busy={update.isLoading || undefined}>
                  Guardar cambios
                </Button>
                <Button type="button" variant={isPublished ? "outline-dark" : "dark"} onClick={() => submit(isPublished ? "draft" : "published")} disabled={saving}>
                  {isPublished ? "Despublicar" : "Publicar"}
                </Button>
                <Button type="button" variant="ghost" className="text-error sm:ml-auto" onClick={() => setConfirmDelete(true)} disabled={saving}>
                  Eliminar
                </Button>
              </>
            ) : (
              <>
                <Button type="button" size="md" onClick={() => submit("published")} disabled={saving} aria-busy={creation.isLoading || undefined}>
                  Publicar
                </Button>
                <Button type="button" variant="outline-dark" onClick={() => submit("draft")} disabled={saving}>
                  Guardar borrador
                </Button>
              </>
            )}
          </div>
        )}
      >
        <TextField label="Título" required error={errors.title?.message} {...form.register("title")} />
        <TextField
          label="Slug (dirección)"
          hint={post ? "Cambiarlo cambia la dirección pública de la entrada." : "Opcional: se genera del título (sin tildes), p. ej. como-afinar-la-guitarra."}
          error={errors.slug?.message}
          {...form.register("slug")}
        />
        <TextField
          label="Resumen"
          maxLength={POST_EXCERPT_MAX_LENGTH}
          hint={`Opcional, hasta ${POST_EXCERPT_MAX_LENGTH} caracteres: se muestra en las listas y en los buscadores. Si lo dejas vacío se toma del contenido.`}
          error={errors.excerpt?.message}
          {...form.register("excerpt")}
        />
        <MarkdownEditor label="Contenido" value={body.field.value} onChange={body.field.onChange} error={body.fieldState.error?.message} />
        <CoverField value={cover.field.value} onChange={cover.field.onChange} error={cover.fieldState.error?.message} />
        <CategoryPicker categories={categories} selected={picked.field.value} onChange={picked.field.onChange} error={picked.fieldState.error?.message} />
      </CrudForm>
      {post ? (
        <ConfirmDialog
          open={confirmDelete}
          title="¿Eliminar esta entrada?"
          confirmLabel="Sí, eliminar"
          busy={deletion.isLoading}
          onConfirm={() => void remove()}
          onCancel={() => setConfirmDelete(false)}
        >
          «{post.title}» se borrará para siempre{isPublished ? " y dejará de verse en el blog" : ""}. Esta acción no se puede deshacer.
        </ConfirmDialog>
      ) : null}
    </>
  );
}
