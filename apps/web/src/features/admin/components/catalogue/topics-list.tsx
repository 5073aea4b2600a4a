"use client";

import Link from "next/link";
import { useEffect, useRef, useState, type DragEvent } from "react";
import { toast } from "@/lib/toasts";
import { buttonClasses } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { cx } from "@/lib/cx";
import { toApiError, type ApiQueryError } from "@/store/api";
import { useAppDispatch } from "@/store/hooks";
import { reportError } from "@/store/slices/errors-slice";
import { dangerButtonClasses } from "@/features/admin/utils/danger-button";
import { useAdminTopicsQuery, useDeleteTopicMutation, useReorderTopicsMutation, type AdminTopicItem } from "@/features/admin/api/catalogue-api";
import { ArrowDownIcon, ArrowUpIcon, GripIcon, PlusIcon } from "@/features/admin/components/admin-icons";
import { Badge } from "@/features/admin/components/badge";
import { formatDuration } from "@/lib/academy-format";
import { arrange, dropOn, moveByStep, sameOrder } from "@/features/admin/utils/reorder";

function conflictMessage(error: ApiQueryError): string | null {
  if (error.status !== 409) return null;
  const errors = (error.data as { errors?: unknown } | undefined)?.errors;
  return Array.isArray(errors) && typeof errors[0] === "string" ? errors[0] : "Otra persona cambió los temas de este nivel mientras tanto.";
}

/**
 * A level's topics in order. Reorder by dragging (HTML5 drag and drop) or with the up/down
 * buttons (keyboard and touch). Each change sends the level's whole order with the version
 * read; if someone changed it meanwhile the API answers 409, the list says so and reloads.
 */
export function TopicsList({ levelId }: { levelId: number }) {
  const dispatch = useAppDispatch();
  const themes = useAdminTopicsQuery(levelId);
  const [reorderTopics, reordering] = useReorderTopicsMutation();
  const [deleteTopic, deletion] = useDeleteTopicMutation();
  const [order, setOrder] = useState<{ ids: number[]; version: string } | null>(null);
  const saving = reordering.isLoading;
  const [dragged, setDragged] = useState<number | null>(null);
  const [dropTarget, setDropTarget] = useState<{ id: number; placement: "before" | "after" } | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const [toDelete, setToDelete] = useState<AdminTopicItem | null>(null);
  const focusAfterMove = useRef<{ id: number; direction: "up" | "down" } | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  // A fresh read from the API replaces the local order (and its version).
  const [read, setRead] = useState(themes.data);
  if (read !== themes.data) {
    setRead(themes.data);
    if (themes.data) setOrder({ ids: themes.data.results.map((theme) => theme.id), version: themes.data.version });
  }

  const topics = themes.data && order ? arrange(themes.data.results, order.ids) : [];

  // Keyboard users keep their place: focus follows the moved topic's button.
  useEffect(() => {
    const target = focusAfterMove.current;
    if (!target || saving) return;
    focusAfterMove.current = null;
    const button = buttons.current.get(`${target.id}-${target.direction}`);
    const fallback = buttons.current.get(`${target.id}-${target.direction === "up" ? "down" : "up"}`);
    (button && !button.disabled ? button : fallback)?.focus();
  }, [order, saving]);

  const save = async (ids: number[], moved: AdminTopicItem) => {
    if (!order || sameOrder(ids, order.ids)) return;
    const previous = order;
    setOrder({ ids, version: order.version });
    const result = await reorderTopics({ levelId, ids, version: order.version });
    if (result.data) {
      const answer = result.data;
      setOrder({ ids: answer.ids, version: answer.version });
      setAnnouncement(`«${moved.title}» ahora es el tema ${answer.ids.indexOf(moved.id) + 1} de ${answer.ids.length}.`);
      return;
    }
    const error = result.error as ApiQueryError;
    const conflict = conflictMessage(error);
    if (conflict) {
      toast.error(conflict, { description: "Volvimos a cargar el orden actual." });
      void themes.refetch();
    } else {
      setOrder(previous);
      dispatch(reportError(toApiError(error)));
    }
  };

  const moveStep = (topic: AdminTopicItem, index: number, direction: "up" | "down") => {
    if (!order) return;
    focusAfterMove.current = { id: topic.id, direction };
    void save(moveByStep(order.ids, index, direction), topic);
  };

  const onDragOver = (event: DragEvent<HTMLLIElement>, id: number) => {
    if (dragged === null) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = "move";
    const box = event.currentTarget.getBoundingClientRect();
    const placement = event.clientY < box.top + box.height / 2 ? "before" : "after";
    if (dropTarget?.id !== id || dropTarget.placement !== placement) setDropTarget({ id, placement });
  };

  const onDrop = (event: DragEvent<HTMLLIElement>) => {
    event.preventDefault();
    const topic = topics.find((item) => item.id === dragged);
    if (order && topic && dropTarget) void save(dropOn(order.ids, topic.id, dropTarget.id, dropTarget.placement), topic);
    setDragged(null);
    setDropTarget(null);
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    const result = await deleteTopic(toDelete.id);
    if ("error" in result) return;
    toast.success(`Tema «${toDelete.title}» eliminado`);
    setToDelete(null);
  };

  const setButton = (key: string) => (element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(key, element);
    else buttons.current.delete(key);
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-neutral-600">Arrastra un tema por su asa o usa las flechas para cambiar el orden. Se guarda al soltarlo.</p>
        <Link href={`/admin/catalogo/niveles/${levelId}/temas/nuevo`} className={buttonClasses("dark", "sm", "shrink-0")}>
          <PlusIcon className="size-4" />
          Nuevo tema
        </Link>
      </div>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      {topics.length === 0 ? (
        <p className="rounded-xl bg-neutral-50 p-6 text-center text-neutral-600">{themes.isLoading ? "Cargando temas…" : "Este nivel todavía no tiene temas."}</p>
      ) : (
        <ol className="flex flex-col gap-2" aria-busy={saving || themes.isFetching || undefined} aria-label="Temas del nivel" data-testid="admin-topics">
          {topics.map((topic, index) => (
            <li
              key={topic.id}
              draggable={!saving}
              onDragStart={(event) => {
                setDragged(topic.id);
                event.dataTransfer.effectAllowed = "move";
                event.dataTransfer.setData("text/plain", String(topic.id));
              }}
              onDragEnd={() => {
                setDragged(null);
                setDropTarget(null);
              }}
              onDragOver={(event) => onDragOver(event, topic.id)}
              onDrop={onDrop}
              className={cx(
                "relative flex flex-col gap-3 rounded-xl bg-white p-3 ring-1 ring-neutral-200 sm:flex-row sm:items-center",
                dragged === topic.id && "opacity-50",
                dropTarget?.id === topic.id && dragged !== topic.id && (dropTarget.placement === "before" ? "shadow-[0_-3px_0_0_var(--color-primary)]" : "shadow-[0_3px_0_0_var(--color-primary)]"),
              )}
            >
              <div className="flex min-w-0 flex-1 items-center gap-3">
                <span className="cursor-grab text-neutral-400 active:cursor-grabbing" aria-hidden="true" title="Arrastrar para reordenar">
                  <GripIcon className="size-5" />
                </span>
                <span className="w-7 shrink-0 text-right font-bold text-neutral-600 tabular-nums">{index + 1}.</span>
                <div className="min-w-0">
                  <Link href={`/admin/catalogo/temas/${topic.id}`} className="font-semibold break-words underline-offset-2 hover:underline">
                    {topic.title}
                  </Link>
                  <span className="mt-1 flex flex-wrap gap-1.5">
                    {topic.isFreePreview ? <Badge tone="warning">Vista previa gratis</Badge> : null}
                    {topic.video ? <Badge tone="neutral">Video{topic.durationSeconds ? ` · ${formatDuration(topic.durationSeconds)}` : ""}</Badge> : <Badge tone="neutral">Sin video</Badge>}
                  </span>
                </div>
              </div>
              <div className="flex shrink-0 flex-wrap items-center justify-end gap-1">
                <button
                  ref={setButton(`${topic.id}-up`)}
                  type="button"
                  disabled={saving || index === 0}
                  onClick={() => moveStep(topic, index, "up")}
                  aria-label={`Subir «${topic.title}»`}
                  title="Subir"
                  className="inline-flex size-10 items-center justify-center rounded-full hover:bg-neutral-100 disabled:opacity-30"
                >
                  <ArrowUpIcon className="size-4" />
                </button>
                <button
                  ref={setButton(`${topic.id}-down`)}
                  type="button"
                  disabled={saving || index === topics.length - 1}
                  onClick={() => moveStep(topic, index, "down")}
                  aria-label={`Bajar «${topic.title}»`}
                  title="Bajar"
                  className="inline-flex size-10 items-center justify-center rounded-full hover:bg-neutral-100 disabled:opacity-30"
                >
                  <ArrowDownIcon className="size-4" />
                </button>
                <Link href={`/admin/catalogo/temas/${topic.id}`} className={buttonClasses("outline-dark", "sm", "ml-1")} aria-label={`Editar «${topic.title}»`}>
                  Editar
                </Link>
                <button
                  type="button"
                  onClick={() => setToDelete(topic)}
                  aria-label={`Eliminar «${topic.title}»`}
                  className={dangerButtonClasses("sm", "ml-1")}
                >
                  Eliminar
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title="¿Eliminar este tema?"
        confirmLabel="Sí, eliminar"
        busy={deletion.isLoading}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      >
        «{toDelete?.title}» desaparecerá del temario del nivel. Esta acción no se puede deshacer.
      </ConfirmDialog>
    </div>
  );
}
