"use client";

import { blogPostWrite, POST_EXCERPT_MAX_LENGTH } from "@fz/contracts/blog";
import Link from "next/link";
import { useEffect, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Button, buttonClasses } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { TextField } from "@/components/ui/form-field";
import { MarkdownEditor } from "@/components/ui/markdown-editor";
import { Spinner } from "@/components/ui/spinner";
import type { PostPatch, PostWrite } from "@/features/blog/api/blog-admin-api";
import { CategoryPicker } from "@/features/blog/components/category-picker";
import { CoverField } from "@/features/blog/components/cover-field";
import { PostStatusBadge } from "@/features/blog/components/post-status-badge";
import { loadAdminPost, loadCategories, removeAdminPost, saveAdminPost } from "@/features/blog/store/blog-thunks";
import { camelKey } from "@/lib/case";
import { formatDate } from "@/lib/format";
import { useAppDispatch, useAppSelector } from "@/store/hooks";
import type { AdminPostDetail } from "@/store/slices/blog-slice";
import { useAppRouter } from "@/store/use-app-router";
import { FormErrorSummary, useFocusFirstInvalid } from "@/components/ui/form-errors";

interface Draft {
  title: string;
  slug: string;
  excerpt: string;
  bodyMarkdown: string;
  coverImageUrl: string;
  categoryIds: number[];
}

const emptyDraft: Draft = { title: "", slug: "", excerpt: "", bodyMarkdown: "", coverImageUrl: "", categoryIds: [] };

function draftOf(post: AdminPostDetail): Draft {
  return {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    bodyMarkdown: post.bodyMarkdown,
    coverImageUrl: post.coverImageUrl ?? "",
    categoryIds: post.categories.map((category) => category.id),
  };
}

/** One message per field (the first), keyed by the camelCase field name. */
function errorsByField(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = camelKey(String(issue.path[0] ?? ""));
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** Create (`postId` null) or edit a post: Markdown with live preview, cover, categories, status. */
export function AdminPostForm({ postId }: { postId: number | null }) {
  const dispatch = useAppDispatch();
  const router = useAppRouter();
  const categories = useAppSelector((state) => state.blog.categories);
  const post = useAppSelector((state) => (postId !== null && state.blog.adminPost?.id === postId ? state.blog.adminPost : null));
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [loaded, setLoaded] = useState(postId === null);
  const [missing, setMissing] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formRef = useFocusFirstInvalid(errors);
  const [saving, setSaving] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    void dispatch(loadCategories(controller.signal));
    if (postId !== null) {
      void dispatch(loadAdminPost(postId, controller.signal)).then((found) => {
        if (controller.signal.aborted) return;
        if (found) setDraft(draftOf(found));
        else setMissing(true);
        setLoaded(true);
      });
    }
    return () => controller.abort();
  }, [dispatch, postId]);

  const update = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((current) => ({ ...current, [key]: value }));

  const save = async (status: "draft" | "published" | "keep") => {
    const nextStatus = status === "keep" ? (post?.status ?? "draft") : status;
    // Checked with the API's own schema first: same rules, same Spanish messages.
    const parsed = blogPostWrite.safeParse({
      title: draft.title,
      body_markdown: draft.bodyMarkdown,
      excerpt: draft.excerpt,
      cover_image_url: draft.coverImageUrl.trim() || null,
      status: nextStatus,
      category_ids: draft.categoryIds,
      ...(draft.slug.trim() ? { slug: draft.slug.trim() } : {}),
    });
    if (!parsed.success) {
      setErrors(errorsByField(parsed.error.issues));
      toast.error("Revisa los campos marcados");
      return;
    }
    setErrors({});
    setSaving(true);
    const body: PostWrite & PostPatch = {
      title: draft.title,
      bodyMarkdown: draft.bodyMarkdown,
      excerpt: draft.excerpt,
      coverImageUrl: draft.coverImageUrl.trim() || null,
      status: nextStatus,
      categoryIds: draft.categoryIds,
      ...(draft.slug.trim() && draft.slug.trim() !== post?.slug ? { slug: draft.slug.trim() } : {}),
    };
    const saved = await dispatch(saveAdminPost(postId, body));
    setSaving(false);
    if (!saved) return;
    setDraft(draftOf(saved));
    const wasPublished = post?.status === "published";
    toast.success(
      saved.status === "published"
        ? wasPublished
          ? "Cambios publicados"
          : "Entrada publicada"
        : wasPublished
          ? "La entrada volvió a borrador"
          : "Borrador guardado",
    );
    if (postId === null) router.replace(`/admin/blog/${saved.id}`);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void save("keep");
  };

  const onDelete = async () => {
    if (postId === null) return;
    setSaving(true);
    const deleted = await dispatch(removeAdminPost(postId));
    setSaving(false);
    setConfirmDelete(false);
    if (deleted) {
      toast.success("Entrada eliminada");
      router.push("/admin/blog");
    }
  };

  if (!loaded) {
    return (
      <div role="status" className="flex items-center gap-3 py-16">
        <Spinner className="size-8" />
        <span className="font-semibold">Cargando la entrada…</span>
      </div>
    );
  }

  if (missing) {
    return (
      <div className="flex flex-col items-start gap-4 py-10">
        <h1 className="text-3xl font-extrabold">Entrada no encontrada</h1>
        <p className="text-neutral-700">Puede que la hayan eliminado.</p>
        <Link href="/admin/blog" className={buttonClasses("primary")}>
          Volver a las entradas
        </Link>
      </div>
    );
  }

  const isPublished = post?.status === "published";

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-labelledby="editor-titulo" className="flex flex-col gap-6">
      <FormErrorSummary errors={errors} />
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <Link href="/admin/blog" className="text-sm font-semibold underline-offset-2 hover:underline">
            ← Entradas
          </Link>
          <h1 id="editor-titulo" className="mt-2 text-3xl font-extrabold tracking-tight">
            {postId === null ? "Nueva entrada" : "Editar entrada"}
          </h1>
          {post ? (
            <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-neutral-700">
              <PostStatusBadge status={post.status} />
              {post.publishedAt ? <span>Publicada el {formatDate(post.publishedAt)}</span> : null}
              <span>· {post.readingTimeMinutes} min de lectura</span>
            </p>
          ) : null}
        </div>
        {isPublished && post ? (
          <a href={`/blog/${post.slug}`} target="_blank" rel="noopener noreferrer" className={buttonClasses("outline-dark", "sm", "self-start")}>
            Ver en el blog
          </a>
        ) : null}
      </div>

      <TextField label="Título" name="title" required value={draft.title} onChange={(event) => update("title", event.target.value)} error={errors.title} />
      <TextField
        label="Slug (dirección)"
        name="slug"
        value={draft.slug}
        onChange={(event) => update("slug", event.target.value)}
        hint={postId === null ? "Opcional: se genera del título (sin tildes), p. ej. como-afinar-la-guitarra." : "Cambiarlo cambia la dirección pública de la entrada."}
        error={errors.slug}
      />
      <TextField
        label="Resumen"
        name="excerpt"
        value={draft.excerpt}
        maxLength={POST_EXCERPT_MAX_LENGTH}
        onChange={(event) => update("excerpt", event.target.value)}
        hint={`Opcional, hasta ${POST_EXCERPT_MAX_LENGTH} caracteres: se muestra en las listas y en los buscadores. Si lo dejas vacío se toma del contenido.`}
        error={errors.excerpt}
      />
      <MarkdownEditor label="Contenido" value={draft.bodyMarkdown} onChange={(value) => update("bodyMarkdown", value)} error={errors.bodyMarkdown} />
      <CoverField value={draft.coverImageUrl} onChange={(value) => update("coverImageUrl", value)} error={errors.coverImageUrl} />
      <CategoryPicker categories={categories} selected={draft.categoryIds} onChange={(ids) => update("categoryIds", ids)} error={errors.categoryIds} />

      <div className="sticky bottom-0 z-10 -mx-4 flex flex-col gap-3 border-t border-neutral-200 bg-white/95 px-4 py-4 backdrop-blur sm:mx-0 sm:flex-row sm:flex-wrap sm:items-center sm:rounded-2xl sm:border sm:px-5">
        {postId === null ? (
          <>
            <Button type="button" size="md" onClick={() => void save("published")} disabled={saving}>
              Publicar
            </Button>
            <Button type="button" variant="outline-dark" onClick={() => void save("draft")} disabled={saving}>
              Guardar borrador
            </Button>
          </>
        ) : (
          <>
            <Button type="submit" disabled={saving} aria-busy={saving}>
              Guardar cambios
            </Button>
            {isPublished ? (
              <Button type="button" variant="outline-dark" onClick={() => void save("draft")} disabled={saving}>
                Despublicar
              </Button>
            ) : (
              <Button type="button" variant="dark" onClick={() => void save("published")} disabled={saving}>
                Publicar
              </Button>
            )}
            <Button type="button" variant="ghost" className="text-error sm:ml-auto" onClick={() => setConfirmDelete(true)} disabled={saving}>
              Eliminar
            </Button>
          </>
        )}
      </div>
      <ConfirmDialog
        open={confirmDelete}
        title="¿Eliminar esta entrada?"
        confirmLabel="Sí, eliminar"
        busy={saving}
        onConfirm={() => void onDelete()}
        onCancel={() => setConfirmDelete(false)}
      >
        «{draft.title || "Sin título"}» se borrará para siempre{isPublished ? " y dejará de verse en el blog" : ""}. Esta acción no se puede deshacer.
      </ConfirmDialog>
    </form>
  );
}
