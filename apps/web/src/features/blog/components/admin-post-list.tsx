"use client";

import type { BlogPostStatus } from "@fz/contracts/blog";
import Link from "next/link";
import { useEffect, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Button, buttonClasses } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Spinner } from "@/components/ui/spinner";
import { ADMIN_PAGE_SIZE } from "@/features/blog/api/blog-admin-api";
import { PostStatusBadge } from "@/features/blog/components/post-status-badge";
import { loadAdminPosts, removeAdminPost, setPostStatus } from "@/features/blog/store/blog-thunks";
import { formatDate } from "@/lib/format";
import { useAppDispatch, useAppSelector } from "@/store/hooks";
import type { AdminPostItem } from "@/store/slices/blog-slice";

type StatusFilter = "" | BlogPostStatus;

/** `/admin/blog`: search, status filter, pages, and quick publish/unpublish/delete per row. */
export function AdminPostList() {
  const dispatch = useAppDispatch();
  const { adminPosts, count } = useAppSelector((state) => state.blog);
  const [search, setSearch] = useState("");
  const [query, setQuery] = useState("");
  const [status, setStatus] = useState<StatusFilter>("");
  const [page, setPage] = useState(1);
  const [loading, setLoading] = useState(true);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [toDelete, setToDelete] = useState<AdminPostItem | null>(null);
  const totalPages = Math.max(1, Math.ceil(count / ADMIN_PAGE_SIZE));

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    void dispatch(loadAdminPosts({ page, search: query, status: status || undefined }, controller.signal)).then(() => {
      if (!controller.signal.aborted) setLoading(false);
    });
    return () => controller.abort();
  }, [dispatch, page, query, status]);

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setPage(1);
    setQuery(search.trim());
  };

  const toggleStatus = async (post: AdminPostItem) => {
    setBusyId(post.id);
    const saved = await dispatch(setPostStatus(post.id, post.status === "published" ? "draft" : "published"));
    setBusyId(null);
    if (saved) toast.success(saved.status === "published" ? "Entrada publicada" : "La entrada volvió a borrador");
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    setBusyId(toDelete.id);
    const deleted = await dispatch(removeAdminPost(toDelete.id));
    setBusyId(null);
    setToDelete(null);
    if (deleted) {
      toast.success("Entrada eliminada");
      // The page may now be past the end.
      if (adminPosts.length === 1 && page > 1) setPage(page - 1);
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight">Entradas del blog</h1>
          <p className="mt-1 text-neutral-700" aria-live="polite">
            {loading ? "Cargando…" : count === 1 ? "1 entrada" : `${count} entradas`}
          </p>
        </div>
        <Link href="/admin/blog/nuevo" className={buttonClasses("primary", "md", "self-start")}>
          Nueva entrada
        </Link>
      </div>

      <div className="flex flex-col gap-3 rounded-2xl bg-neutral-50 p-4 md:flex-row md:items-end">
        <form role="search" onSubmit={onSearch} className="flex flex-1 flex-col gap-1.5">
          <label htmlFor="buscar-entradas" className="text-sm font-semibold">
            Buscar
          </label>
          <div className="flex gap-2">
            <input
              id="buscar-entradas"
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder="Título o contenido"
              className="min-h-11 w-full rounded-lg border border-neutral-400 bg-white px-3 focus:outline-2 focus:outline-offset-1 focus:outline-secondary"
            />
            <Button type="submit" variant="dark">
              Buscar
            </Button>
          </div>
        </form>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="filtro-estado" className="text-sm font-semibold">
            Estado
          </label>
          <select
            id="filtro-estado"
            value={status}
            onChange={(event) => {
              setPage(1);
              setStatus(event.target.value as StatusFilter);
            }}
            className="min-h-11 rounded-lg border border-neutral-400 bg-white px-3 focus:outline-2 focus:outline-offset-1 focus:outline-secondary"
          >
            <option value="">Todas</option>
            <option value="published">Publicadas</option>
            <option value="draft">Borradores</option>
          </select>
        </div>
      </div>

      {loading && adminPosts.length === 0 ? (
        <div role="status" className="flex items-center gap-3 py-10">
          <Spinner className="size-8" />
          <span className="font-semibold">Cargando entradas…</span>
        </div>
      ) : adminPosts.length === 0 ? (
        <p className="rounded-2xl bg-primary-light/60 p-6">
          {query || status ? "Ninguna entrada coincide con la búsqueda." : "Todavía no hay entradas. ¡Escribe la primera!"}
        </p>
      ) : (
        <ul className="flex flex-col divide-y divide-neutral-200 rounded-2xl ring-1 ring-neutral-200" aria-busy={loading}>
          {adminPosts.map((post) => (
            <li key={post.id} className="flex flex-col gap-3 p-4 md:flex-row md:items-center md:justify-between">
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-2">
                  <PostStatusBadge status={post.status} />
                  <Link href={`/admin/blog/${post.id}`} className="font-bold hover:underline">
                    {post.title}
                  </Link>
                </p>
                <p className="mt-1 text-sm text-neutral-700">
                  {post.publishedAt ? `Publicada el ${formatDate(post.publishedAt)}` : `Creada el ${formatDate(post.createdAt)}`}
                  {post.categories.length > 0 ? ` · ${post.categories.map((category) => category.name).join(", ")}` : ""}
                </p>
              </div>
              <div className="flex shrink-0 flex-wrap gap-2">
                <Link href={`/admin/blog/${post.id}`} className={buttonClasses("outline-dark", "sm")} aria-label={`Editar «${post.title}»`}>
                  Editar
                </Link>
                <Button
                  size="sm"
                  variant={post.status === "published" ? "ghost" : "dark"}
                  disabled={busyId === post.id}
                  onClick={() => void toggleStatus(post)}
                  aria-label={`${post.status === "published" ? "Despublicar" : "Publicar"} «${post.title}»`}
                >
                  {post.status === "published" ? "Despublicar" : "Publicar"}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  className="text-error"
                  disabled={busyId === post.id}
                  onClick={() => setToDelete(post)}
                  aria-label={`Eliminar «${post.title}»`}
                >
                  Eliminar
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}

      {totalPages > 1 ? (
        <nav aria-label="Paginación" className="flex items-center justify-between gap-3">
          <Button variant="outline-dark" size="sm" disabled={page <= 1 || loading} onClick={() => setPage(page - 1)}>
            ← Anterior
          </Button>
          <p className="text-sm font-semibold">
            Página {page} de {totalPages}
          </p>
          <Button variant="outline-dark" size="sm" disabled={page >= totalPages || loading} onClick={() => setPage(page + 1)}>
            Siguiente →
          </Button>
        </nav>
      ) : null}

      <ConfirmDialog
        open={toDelete !== null}
        title="¿Eliminar esta entrada?"
        confirmLabel="Sí, eliminar"
        busy={busyId !== null}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      >
        «{toDelete?.title}» se borrará para siempre. Esta acción no se puede deshacer.
      </ConfirmDialog>
    </div>
  );
}
