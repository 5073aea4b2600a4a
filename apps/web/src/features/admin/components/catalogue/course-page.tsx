"use client";

import { courseCreate } from "@fz/contracts/admin";
import Link from "next/link";
import { useEffect, useState } from "react";
import { toast } from "sonner";
import { Button, buttonClasses } from "@/components/ui/button";
import { TextAreaField, TextField } from "@/components/ui/form-field";
import { LoadingPanel, ProblemPanel } from "@/components/ui/status-panel";
import { camelKey } from "@/lib/case";
import { useAppRouter } from "@/store/use-app-router";
import { useAppDispatch } from "@/store/hooks";
import { reportError } from "@/store/slices/errors-slice";
import {
  createLevel,
  getCourse,
  listLevels,
  updateCourse,
  updateLevel,
  type AdminCourseItem,
  type AdminLevelItem,
} from "@/features/admin/api/catalogue-api";
import { ArrowDownIcon, ArrowUpIcon, PlusIcon } from "@/features/admin/components/admin-icons";
import { AdminPageHeader, AdminSection } from "@/features/admin/components/admin-page-header";
import { AdminTable, EmptyRow, Td, Th, Tr } from "@/features/admin/components/admin-table";
import { Badge } from "@/features/admin/components/badge";
import { MissingPricesNotice, PriceEditor } from "@/features/admin/components/catalogue/price-editor";
import { CheckboxField } from "@/features/admin/components/checkbox-field";
import { FormDialog } from "@/features/admin/components/form-dialog";
import { useResource } from "@/features/admin/components/use-resource";
import { priceChanges, priceDraftOf, type PriceDraft, type PriceKey } from "@/features/admin/store/catalogue-forms";
import { FormErrorSummary, useFocusFirstInvalid } from "@/components/ui/form-errors";

interface CourseDraft {
  title: string;
  shortDescription: string;
  description: string;
  image: string;
  isPublished: boolean;
  prices: PriceDraft;
}

function draftOf(course: AdminCourseItem): CourseDraft {
  return {
    title: course.title,
    shortDescription: course.shortDescription,
    description: course.description,
    image: course.image ?? "",
    isPublished: course.isPublished,
    prices: priceDraftOf(course.prices),
  };
}

/** The first message per field of a contract's check, keyed by the camelCase field. */
function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = camelKey(String(issue.path[0] ?? ""));
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

function CourseForm({ course, onSaved }: { course: AdminCourseItem; onSaved: (course: AdminCourseItem) => void }) {
  const dispatch = useAppDispatch();
  const [draft, setDraft] = useState<CourseDraft>(() => draftOf(course));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formRef = useFocusFirstInvalid(errors);
  const [priceErrors, setPriceErrors] = useState<Partial<Record<PriceKey, string>>>({});
  const [saving, setSaving] = useState(false);
  const update = <K extends keyof CourseDraft>(key: K, value: CourseDraft[K]) => setDraft((current) => ({ ...current, [key]: value }));

  const save = async () => {
    // The API's own rules, checked first for the same Spanish messages.
    const parsed = courseCreate.safeParse({
      title: draft.title,
      short_description: draft.shortDescription,
      description: draft.description,
      image: draft.image.trim() || null,
    });
    const prices = priceChanges(draft.prices, course.prices);
    setErrors(parsed.success ? {} : fieldErrors(parsed.error.issues));
    setPriceErrors(prices.errors);
    if (!parsed.success || Object.keys(prices.errors).length > 0) {
      toast.error("Revisa los campos marcados");
      return;
    }
    setSaving(true);
    try {
      const saved = await updateCourse(course.id, {
        title: draft.title.trim(),
        shortDescription: draft.shortDescription.trim(),
        description: draft.description.trim(),
        image: draft.image.trim() || null,
        isPublished: draft.isPublished,
        ...(prices.changes.length > 0 ? { prices: prices.changes } : {}),
      });
      setDraft(draftOf(saved));
      onSaved(saved);
      toast.success("Curso guardado");
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
      <TextField label="Título" required value={draft.title} onChange={(event) => update("title", event.target.value)} error={errors.title} maxLength={160} />
      <TextAreaField
        label="Descripción corta"
        required
        rows={2}
        value={draft.shortDescription}
        onChange={(event) => update("shortDescription", event.target.value)}
        error={errors.shortDescription}
        hint="Se ve en las tarjetas de /cursos."
        maxLength={300}
      />
      <TextAreaField
        label="Descripción"
        required
        rows={6}
        value={draft.description}
        onChange={(event) => update("description", event.target.value)}
        error={errors.description}
        hint="El texto de la página del curso."
      />
      <TextField
        label="Imagen"
        value={draft.image}
        onChange={(event) => update("image", event.target.value)}
        error={errors.image}
        hint="Una ruta del sitio (/images/courses/…) o una URL https."
      />
      <CheckboxField
        label="Publicado"
        hint="Un curso sin publicar no aparece en el sitio ni en la academia."
        checked={draft.isPublished}
        onChange={(value) => update("isPublished", value)}
      />
      <PriceEditor legend="Precios de «todos los niveles»" durations={[1, 4, 12]} value={draft.prices} onChange={(value) => update("prices", value)} errors={priceErrors} />
      <MissingPricesNotice value={draft.prices} durations={[1, 4, 12]} published={draft.isPublished} what="el curso completo" />
      <div>
        <Button type="submit" variant="dark" disabled={saving} aria-busy={saving}>
          {saving ? "Guardando…" : "Guardar curso"}
        </Button>
      </div>
    </form>
  );
}

function NewLevelDialog({ open, courseId, onClose }: { open: boolean; courseId: number; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const router = useAppRouter();
  const [title, setTitle] = useState("");
  const [description, setDescription] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    setTitle("");
    setDescription("");
    setErrors({});
  }, [open]);

  const submit = async () => {
    const next: Record<string, string> = {};
    if (!title.trim()) next.title = "Escribe el título del nivel.";
    if (!description.trim()) next.description = "Escribe la descripción del nivel.";
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    setBusy(true);
    try {
      const level = await createLevel({ courseId, title: title.trim(), description: description.trim(), isPublished: false });
      toast.success("Nivel creado como borrador: añade sus temas y precios, y publícalo");
      router.push(`/admin/catalogo/niveles/${level.id}`);
    } catch (error) {
      dispatch(reportError(error));
      setBusy(false);
    }
  };

  return (
    <FormDialog open={open} title="Nuevo nivel" description="Se crea al final del curso, sin publicar." submitLabel="Crear nivel" busy={busy} onSubmit={() => void submit()} onClose={onClose}>
      <TextField label="Título" required value={title} onChange={(event) => setTitle(event.target.value)} error={errors.title} maxLength={160} />
      <TextAreaField label="Descripción" required value={description} onChange={(event) => setDescription(event.target.value)} error={errors.description} rows={4} />
    </FormDialog>
  );
}

function LevelsTable({ levels, busy, onMove }: { levels: AdminLevelItem[]; busy: boolean; onMove: (level: AdminLevelItem, position: number) => void }) {
  return (
    <AdminTable caption="Niveles del curso" busy={busy} className="min-w-[46rem]">
      <thead>
        <tr>
          <Th sticky>Nivel</Th>
          <Th>Estado</Th>
          <Th className="text-right">Temas</Th>
          <Th className="text-right">Ejercicios</Th>
          <Th>Orden</Th>
        </tr>
      </thead>
      <tbody>
        {levels.length === 0 ? (
          <EmptyRow columns={5}>Este curso todavía no tiene niveles.</EmptyRow>
        ) : (
          levels.map((level, index) => (
            <Tr key={level.id}>
              <Td sticky className="max-w-80">
                <span className="mr-2 text-neutral-600 tabular-nums">{index + 1}.</span>
                <Link href={`/admin/catalogo/niveles/${level.id}`} className="font-semibold underline-offset-2 hover:underline">
                  {level.title}
                </Link>
              </Td>
              <Td>{level.isPublished ? <Badge tone="success">Publicado</Badge> : <Badge>Borrador</Badge>}</Td>
              <Td className="text-right tabular-nums">{level.topicsCount}</Td>
              <Td className="text-right tabular-nums">{level.exercisesCount}</Td>
              <Td>
                <div className="flex gap-1">
                  <button
                    type="button"
                    disabled={busy || index === 0}
                    onClick={() => onMove(level, index)}
                    aria-label={`Subir ${level.title}`}
                    className="inline-flex size-9 items-center justify-center rounded-full hover:bg-neutral-100 disabled:opacity-30"
                  >
                    <ArrowUpIcon className="size-4" />
                  </button>
                  <button
                    type="button"
                    disabled={busy || index === levels.length - 1}
                    onClick={() => onMove(level, index + 2)}
                    aria-label={`Bajar ${level.title}`}
                    className="inline-flex size-9 items-center justify-center rounded-full hover:bg-neutral-100 disabled:opacity-30"
                  >
                    <ArrowDownIcon className="size-4" />
                  </button>
                </div>
              </Td>
            </Tr>
          ))
        )}
      </tbody>
    </AdminTable>
  );
}

/** `/admin/catalogo/cursos/<id>`: the course's data and purchase-all prices, and its levels. */
export function CoursePage({ courseId }: { courseId: number }) {
  const dispatch = useAppDispatch();
  const course = useResource(`admin-course-${courseId}`, (signal) => getCourse(courseId, signal));
  const levels = useResource(`admin-course-${courseId}-levels`, (signal) => listLevels(courseId, signal));
  const [creating, setCreating] = useState(false);
  const [moving, setMoving] = useState(false);

  if (!course.data) {
    if (course.failure === 404) return <ProblemPanel title="Curso no encontrado" message="No existe un curso con ese número." back={{ href: "/admin/catalogo", label: "Volver al catálogo" }} />;
    if (course.failure !== null) return <ProblemPanel title="No pudimos cargar el curso" message="Revisa tu conexión e inténtalo de nuevo." onRetry={course.reload} />;
    return <LoadingPanel message="Cargando curso…" />;
  }

  // Levels move by position (1-based) in the course; the API shifts the others.
  const move = async (level: AdminLevelItem, position: number) => {
    setMoving(true);
    try {
      await updateLevel(level.id, { position });
      levels.reload();
    } catch (error) {
      dispatch(reportError(error));
    } finally {
      setMoving(false);
    }
  };

  const data = course.data;
  return (
    <>
      <AdminPageHeader
        title={data.title}
        crumbs={[{ label: "Catálogo", href: "/admin/catalogo" }, { label: data.title }]}
        description={
          <span className="flex flex-wrap items-center gap-2">
            {data.isPublished ? <Badge tone="success">Publicado</Badge> : <Badge>Borrador</Badge>}
            <a href={`/${data.slug}`} target="_blank" rel="noopener" className="text-sm underline underline-offset-2">
              Ver la página del curso<span className="sr-only"> (se abre en una pestaña nueva)</span>
            </a>
          </span>
        }
      />
      <div className="flex flex-col gap-6">
        <AdminSection
          title="Niveles"
          id="niveles"
          description="En el orden en que los ve el estudiante."
          actions={
            <Button variant="dark" size="sm" onClick={() => setCreating(true)}>
              <PlusIcon className="size-4" />
              Nuevo nivel
            </Button>
          }
        >
          <LevelsTable levels={levels.data?.results ?? []} busy={levels.loading || moving} onMove={(level, position) => void move(level, position)} />
        </AdminSection>
        <AdminSection title="Datos del curso" id="datos">
          <CourseForm key={data.id} course={data} onSaved={course.setData} />
        </AdminSection>
        <p>
          <Link href="/admin/catalogo" className={buttonClasses("ghost", "sm")}>
            ← Volver al catálogo
          </Link>
        </p>
      </div>
      <NewLevelDialog open={creating} courseId={data.id} onClose={() => setCreating(false)} />
    </>
  );
}
