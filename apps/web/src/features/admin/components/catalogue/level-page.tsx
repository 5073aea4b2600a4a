"use client";

import { levelCreate } from "@fz/contracts/admin";
import Link from "next/link";
import { useState } from "react";
import { toast } from "sonner";
import { Button, buttonClasses } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { TextAreaField, TextField } from "@/components/ui/form-field";
import { LoadingPanel, ProblemPanel } from "@/components/ui/status-panel";
import { camelKey } from "@/lib/case";
import { useAppDispatch } from "@/store/hooks";
import { reportError } from "@/store/slices/errors-slice";
import { useAppRouter } from "@/store/use-app-router";
import { dangerButtonClasses } from "@/features/admin/components/danger-button";
import { deleteLevel, getLevel, listExercises, updateLevel, type AdminLevelItem } from "@/features/admin/api/catalogue-api";
import { PlusIcon } from "@/features/admin/components/admin-icons";
import { AdminPageHeader, AdminSection } from "@/features/admin/components/admin-page-header";
import { AdminTable, EmptyRow, Td, Th, Tr } from "@/features/admin/components/admin-table";
import { Badge } from "@/features/admin/components/badge";
import { MissingPricesNotice, PriceEditor } from "@/features/admin/components/catalogue/price-editor";
import { TopicsList } from "@/features/admin/components/catalogue/topics-list";
import { CheckboxField } from "@/features/admin/components/checkbox-field";
import { useResource } from "@/features/admin/components/use-resource";
import { priceChanges, priceDraftOf, type PriceDraft, type PriceKey } from "@/features/admin/store/catalogue-forms";
import { FormErrorSummary, useFocusFirstInvalid } from "@/components/ui/form-errors";

interface LevelDraft {
  title: string;
  slug: string;
  description: string;
  image: string;
  isPublished: boolean;
  isSpecial: boolean;
  prices: PriceDraft;
}

function draftOf(level: AdminLevelItem): LevelDraft {
  return {
    title: level.title,
    slug: level.slug,
    description: level.description,
    image: level.image ?? "",
    isPublished: level.isPublished,
    isSpecial: level.isSpecial,
    prices: priceDraftOf(level.prices),
  };
}

function LevelForm({ level, onSaved }: { level: AdminLevelItem; onSaved: (level: AdminLevelItem) => void }) {
  const dispatch = useAppDispatch();
  const [draft, setDraft] = useState<LevelDraft>(() => draftOf(level));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formRef = useFocusFirstInvalid(errors);
  const [priceErrors, setPriceErrors] = useState<Partial<Record<PriceKey, string>>>({});
  const [saving, setSaving] = useState(false);
  const update = <K extends keyof LevelDraft>(key: K, value: LevelDraft[K]) => setDraft((current) => ({ ...current, [key]: value }));

  const save = async () => {
    const parsed = levelCreate.safeParse({
      course_id: level.course.id,
      title: draft.title,
      description: draft.description,
      image: draft.image.trim() || null,
      ...(draft.slug.trim() ? { slug: draft.slug.trim() } : {}),
    });
    const nextErrors: Record<string, string> = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = camelKey(String(issue.path[0] ?? ""));
        if (field && !nextErrors[field]) nextErrors[field] = issue.message;
      }
    }
    const prices = priceChanges(draft.prices, level.prices);
    setErrors(nextErrors);
    setPriceErrors(prices.errors);
    if (Object.keys(nextErrors).length > 0 || Object.keys(prices.errors).length > 0) {
      toast.error("Revisa los campos marcados");
      return;
    }
    setSaving(true);
    try {
      const saved = await updateLevel(level.id, {
        title: draft.title.trim(),
        description: draft.description.trim(),
        image: draft.image.trim() || null,
        isPublished: draft.isPublished,
        isSpecial: draft.isSpecial,
        ...(draft.slug.trim() && draft.slug.trim() !== level.slug ? { slug: draft.slug.trim() } : {}),
        ...(prices.changes.length > 0 ? { prices: prices.changes } : {}),
      });
      setDraft(draftOf(saved));
      onSaved(saved);
      toast.success("Nivel guardado");
    } catch (error) {
      dispatch(reportError(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form ref={formRef}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      className="flex flex-col gap-5"
    >
      <FormErrorSummary errors={errors} />
      <div className="grid gap-5 md:grid-cols-2">
        <TextField label="Título" required value={draft.title} onChange={(event) => update("title", event.target.value)} error={errors.title} maxLength={160} />
        <TextField
          label="Slug"
          value={draft.slug}
          onChange={(event) => update("slug", event.target.value)}
          error={errors.slug}
          hint="La parte de la dirección: minúsculas, números y guiones."
          maxLength={100}
        />
      </div>
      <TextAreaField label="Descripción" required rows={4} value={draft.description} onChange={(event) => update("description", event.target.value)} error={errors.description} />
      <TextField label="Imagen" value={draft.image} onChange={(event) => update("image", event.target.value)} error={errors.image} hint="Una ruta del sitio (/images/…) o una URL https." />
      <div className="flex flex-col gap-3">
        <CheckboxField label="Publicado" hint="Un nivel sin publicar no aparece en el sitio ni en la academia." checked={draft.isPublished} onChange={(value) => update("isPublished", value)} />
        <CheckboxField label="Nivel destacado" hint="Se marca como «Recomendado» en la página del curso y «Destacado» en la academia." checked={draft.isSpecial} onChange={(value) => update("isSpecial", value)} />
      </div>
      <PriceEditor legend="Precios del acceso al nivel" durations={[1, 4, 12]} value={draft.prices} onChange={(value) => update("prices", value)} errors={priceErrors} />
      <MissingPricesNotice value={draft.prices} durations={[1, 4, 12]} published={draft.isPublished} what="este nivel" />
      <div>
        <Button type="submit" variant="dark" disabled={saving} aria-busy={saving}>
          {saving ? "Guardando…" : "Guardar nivel"}
        </Button>
      </div>
    </form>
  );
}

function ExercisesSection({ levelId }: { levelId: number }) {
  const exercises = useResource(`admin-level-${levelId}-exercises`, (signal) => listExercises(levelId, signal));
  const rows = exercises.data?.results ?? [];
  return (
    <AdminSection
      title="Ejercicios"
      id="ejercicios"
      description="Cuestionarios que el estudiante presenta al avanzar en el nivel."
      actions={
        <Link href={`/admin/catalogo/niveles/${levelId}/ejercicios/nuevo`} className={buttonClasses("dark", "sm")}>
          <PlusIcon className="size-4" />
          Nuevo ejercicio
        </Link>
      }
    >
      <AdminTable caption="Ejercicios del nivel" busy={exercises.loading} className="min-w-[36rem]">
        <thead>
          <tr>
            <Th sticky>Ejercicio</Th>
            <Th className="text-right">Preguntas</Th>
            <Th className="text-right">Nota mínima</Th>
            <Th>
              <span className="sr-only">Acciones</span>
            </Th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <EmptyRow columns={4}>{exercises.loading ? "Cargando ejercicios…" : "Este nivel todavía no tiene ejercicios."}</EmptyRow>
          ) : (
            rows.map((exercise) => (
              <Tr key={exercise.id}>
                <Td sticky className="max-w-80 font-semibold">
                  {exercise.title}
                </Td>
                <Td className="text-right tabular-nums">{exercise.questionsCount}</Td>
                <Td className="text-right tabular-nums">{exercise.passMark} %</Td>
                <Td className="text-right">
                  <Link
                    href={`/admin/catalogo/niveles/${levelId}/ejercicios/${exercise.id}`}
                    className={buttonClasses("outline-dark", "sm")}
                    aria-label={`Editar «${exercise.title}»`}
                  >
                    Editar
                  </Link>
                </Td>
              </Tr>
            ))
          )}
        </tbody>
      </AdminTable>
    </AdminSection>
  );
}

/** `/admin/catalogo/niveles/<id>`: the level's data and prices, its topics (ordered) and its exercises. */
export function LevelPage({ levelId }: { levelId: number }) {
  const dispatch = useAppDispatch();
  const router = useAppRouter();
  const level = useResource(`admin-level-${levelId}`, (signal) => getLevel(levelId, signal));
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deleting, setDeleting] = useState(false);

  if (!level.data) {
    if (level.failure === 404) return <ProblemPanel title="Nivel no encontrado" message="No existe un nivel con ese número." back={{ href: "/admin/catalogo", label: "Volver al catálogo" }} />;
    if (level.failure !== null) return <ProblemPanel title="No pudimos cargar el nivel" message="Revisa tu conexión e inténtalo de nuevo." onRetry={level.reload} />;
    return <LoadingPanel message="Cargando nivel…" />;
  }
  const data = level.data;

  const remove = async () => {
    setDeleting(true);
    try {
      await deleteLevel(data.id);
      toast.success(`Nivel «${data.title}» eliminado`);
      router.push(`/admin/catalogo/cursos/${data.course.id}`);
    } catch (error) {
      dispatch(reportError(error));
      setDeleting(false);
      setConfirmDelete(false);
    }
  };

  return (
    <>
      <AdminPageHeader
        title={`Nivel ${data.title}`}
        crumbs={[
          { label: "Catálogo", href: "/admin/catalogo" },
          { label: data.course.title, href: `/admin/catalogo/cursos/${data.course.id}` },
          { label: data.title },
        ]}
        description={
          <span className="flex flex-wrap items-center gap-2">
            {data.isPublished ? <Badge tone="success">Publicado</Badge> : <Badge>Borrador</Badge>}
            {data.isSpecial ? <Badge tone="warning">Destacado</Badge> : null}
            <span className="text-sm">
              {data.topicsCount} {data.topicsCount === 1 ? "tema" : "temas"} · {data.exercisesCount} {data.exercisesCount === 1 ? "ejercicio" : "ejercicios"}
            </span>
          </span>
        }
        actions={
          <button type="button" className={dangerButtonClasses()} onClick={() => setConfirmDelete(true)}>
            Eliminar nivel
          </button>
        }
      />
      <div className="flex flex-col gap-6">
        <AdminSection title="Temas" id="temas" description="El temario del nivel, en el orden en que lo ve el estudiante.">
          <TopicsList levelId={data.id} onChanged={level.reload} />
        </AdminSection>
        <ExercisesSection levelId={data.id} />
        <AdminSection title="Datos y precios del nivel" id="datos">
          <LevelForm key={data.id} level={data} onSaved={level.setData} />
        </AdminSection>
      </div>
      <ConfirmDialog
        open={confirmDelete}
        title={`¿Eliminar el nivel «${data.title}»?`}
        confirmLabel="Sí, eliminar nivel"
        busy={deleting}
        onConfirm={() => void remove()}
        onCancel={() => setConfirmDelete(false)}
      >
        Se borra con sus temas y ejercicios. Solo es posible si ningún estudiante lo ha comprado ni tiene acceso a él (si no, despublíquelo). Esta acción no se puede deshacer.
      </ConfirmDialog>
    </>
  );
}
