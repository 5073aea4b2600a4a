"use client";

import type { BlogPostStatus } from "@fz/contracts/blog";
import Link from "next/link";
import { useState } from "react";
import { Button, buttonClasses } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DataTable } from "@/components/ui/data-table";
import { FilterBar } from "@/components/ui/filter-bar";
import { FilterSelect } from "@/components/ui/filter-field";
import { PageButtons } from "@/components/ui/page-buttons";
import { formatDate } from "@/lib/format";
import { toast } from "@/lib/toasts";
import { ADMIN_PAGE_SIZE, useAdminPostsQuery, useDeletePostMutation, useUpdatePostMutation, type AdminPostItem } from "@/features/blog/api/blog-admin-api";
import { PostStatusBadge } from "@/features/blog/components/post-status-badge";

type StatusFilter = "" | BlogPostStatus;

/** `/admin/blog`: search, status filter, pages, and quick publish/unpublish/delete per row. */
export function AdminPostList() {
  const [query, setQuery] = useState("");
  const [status, setStatus] = useState<StatusFilter>("");
  const [page, setPage] = useState(1);
  const posts = useAdminPostsQuery({ page, search: query, status: status || undefined });
  const [updatePost] = useUpdatePostMutation();
  const [deletePost, deletion] = useDeletePostMutation();
  const [busyId, setBusyId] = useState<number | null>(null);
  const [toDelete, setToDelete] = useState<AdminPostItem | null>(null);
  const rows = posts.data?.results ?? [];
  const count = posts.data?.count ?? 0;
  const pages = Math.max(1, Math.ceil(count / ADMIN_PAGE_SIZE));
  const filtered = Boolean(query || status);

  const toggleStatus = async (post: AdminPostItem) => {
    setBusyId(post.id);
    const saved = await updatePost({ id: post.id, patch: { status: post.status === "published" ? "draft" : "published" } });
    setBusyId(null);
    if (saved.data) toast.success(saved.data.status === "published" ? "Entrada publicada" : "La entrada volvió a borrador");
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    const deleted = await deletePost(toDelete.id);
    setToDelete(null);
    if ("error" in deleted) return;
    toast.success("Entrada eliminada");
    // The page may now be past the end.
    if (rows.length === 1 && page > 1) setPage(page - 1);
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight">Entradas del blog</h1>
          <p className="mt-1 text-neutral-700" aria-live="polite">
            {posts.isLoading ? "Cargando…" : count === 1 ? "1 entrada" : `${count} entradas`}
          </p>
        </div>
        <Link href="/admin/blog/nuevo" className={buttonClasses("primary", "md", "self-start")}>
          Nueva entrada
        </Link>
      </div>

      <div>
        <FilterBar
          label="Buscar y filtrar entradas"
          search={{
            label: "Buscar",
            value: query,
            placeholder: "Título o contenido",
            onSearch: (text) => {
              setPage(1);
              setQuery(text);
            },
          }}
          filtered={filtered}
          onClear={() => {
            setPage(1);
            setQuery("");
            setStatus("");
          }}
        >
          <FilterSelect
            label="Estado"
            className="sm:max-w-60"
            value={status}
            onChange={(event) => {
              setPage(1);
              setStatus(event.target.value as StatusFilter);
            }}
            options={[
              { value: "", label: "Todas" },
              { value: "published", label: "Publicadas" },
              { value: "draft", label: "Borradores" },
            ]}
          />
        </FilterBar>

        <DataTable
          caption="Entradas del blog"
          busy={posts.isFetching}
          className="min-w-[46rem]"
          rows={rows}
          rowKey={(post) => post.id}
          empty={posts.isLoading ? "Cargando entradas…" : filtered ? "Ninguna entrada coincide con la búsqueda." : "Todavía no hay entradas. ¡Escribe la primera!"}
          columns={[
            {
              header: "Entrada",
              className: "max-w-80",
              cell: (post) => (
                <>
                  <Link href={`/admin/blog/${post.id}`} className="font-bold break-words underline-offset-2 hover:underline">
                    {post.title}
                  </Link>
                  {post.categories.length > 0 ? <span className="block text-xs text-neutral-600">{post.categories.map((category) => category.name).join(", ")}</span> : null}
                </>
              ),
            },
            { header: "Estado", cell: (post) => <PostStatusBadge status={post.status} /> },
            {
              header: "Fecha",
              className: "whitespace-nowrap",
              cell: (post) => (post.publishedAt ? `Publicada el ${formatDate(post.publishedAt)}` : `Creada el ${formatDate(post.createdAt)}`),
            },
            {
              header: "Acciones",
              hiddenHeader: true,
              align: "right",
              cell: (post) => (
                <div className="flex justify-end gap-2">
                  <Link href={`/admin/blog/${post.id}`} className={buttonClasses("outline-dark", "sm")} aria-label={`Editar «${post.title}»`}>
                    Editar
                  </Link>
                  <Button
                    size="sm"
                    variant={post.status === "published" ? "ghost" : "dark"}
                    disabled={busyId === post.id}
                    aria-busy={busyId === post.id || undefined}
                    onClick={() => void toggleStatus(post)}
                    aria-label={`${post.status === "published" ? "Despublicar" : "Publicar"} «${post.title}»`}
                  >
                    {post.status === "published" ? "Despublicar" : "Publicar"}
                  </Button>
                  <Button size="sm" variant="ghost" className="text-error" onClick={() => setToDelete(post)} aria-label={`Eliminar «${post.title}»`}>
                    Eliminar
                  </Button>
                </div>
              ),
            },
          ]}
        />
      </div>

      {pages > 1 ? (
        <PageButtons label="Páginas de entradas" page={page} pages={pages} hasPrevious={page > 1} hasNext={page < pages} busy={posts.isFetching} onPage={setPage} />
      ) : null}

      <ConfirmDialog
        open={toDelete !== null}
        title="¿Eliminar esta entrada?"
        confirmLabel="Sí, eliminar"
        busy={deletion.isLoading}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      >
        «{toDelete?.title}» se borrará para siempre. Esta acción no se puede deshacer.
      </ConfirmDialog>
    </div>
  );
}
