"use client";

import Link from "next/link";
import { useEffect, useState } from "react";
import type { SubmissionStatus } from "@fz/contracts/teaching";
import { PageButtons } from "@/components/ui/page-buttons";
import { LoadingPanel } from "@/components/ui/status-panel";
import { academyPaths } from "@/config/academy-navigation";
import { REVIEWS_PAGE_SIZE, useTeacherAssignmentsQuery, useTeacherCoursesQuery, useTeacherQueueQuery, useTeacherStudentsQuery } from "@/features/teaching/api/teaching-api";
import { LadderProgress } from "@/features/teaching/components/ladder-progress";
import { PromiseBadge, StatusBadge } from "@/features/teaching/components/status-badge";
import { StatusFilter } from "@/features/teaching/components/status-filter";
import { formatTimecode } from "@/features/teaching/utils/timecode";
import { formatDate, formatDateTime } from "@/lib/format";


/** `/profesor`: the takes of the teacher's courses, the longest waiting first, against the 48-hour promise. */
export function TeacherQueuePage() {
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<SubmissionStatus | "open">("open");
  const [mine, setMine] = useState(false);
  const [course, setCourse] = useState<number | undefined>();
  const [level, setLevel] = useState<number | undefined>();
  const [student, setStudent] = useState<number | undefined>();
  const queue = useTeacherQueueQuery({ page, status: status === "open" ? undefined : status, mine, course, level, student }, { pollingInterval: 60_000 });
  const pages = Math.max(1, Math.ceil((queue.data?.count ?? 0) / REVIEWS_PAGE_SIZE));

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8 sm:px-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl leading-tight font-extrabold sm:text-4xl">Tomas por revisar</h1>
        <p className="max-w-3xl text-lg text-neutral-700">Las tomas de tus cursos, la que más espera primero. Prometemos responder en 48 horas.</p>
      </header>
      <div className="flex flex-wrap items-center gap-4">
        <StatusFilter
          value={status}
          first={{ value: "open", label: "Por responder" }}
          onChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
          testId="queue-status"
        />
        <label className="inline-flex min-h-11 items-center gap-2 font-semibold">
          <input
            type="checkbox"
            checked={mine}
            onChange={(e) => {
              setMine(e.target.checked);
              setPage(1);
            }}
            className="size-5 accent-primary"
          />
          Solo las que tomé
        </label>
      </div>
      <QueueFilters
        course={course}
        level={level}
        student={student}
        onChange={(next) => {
          setCourse(next.course);
          setLevel(next.level);
          setStudent(next.student);
          setPage(1);
        }}
      />
      {queue.isLoading ? <LoadingPanel message="Cargando la cola…" /> : null}
      {queue.data && queue.data.results.length === 0 ? <p className="rounded-2xl bg-neutral-50 p-6 text-neutral-700">No hay tomas en esta vista. ¡Buen trabajo!</p> : null}
      <ul className="flex flex-col gap-3">
        {queue.data?.results.map((take) => (
          <li key={take.id}>
            <Link href={academyPaths.teacherReview(take.id)} className="flex flex-col gap-2 rounded-2xl border border-neutral-200 p-4 hover:border-primary md:flex-row md:items-center md:justify-between" data-testid="queue-item">
              <span>
                <span className="block font-bold">
                  {take.student.name} — {take.theme.title}
                </span>
                <span className="text-neutral-700">
                  {take.course.title} · {take.level.title} · {take.kind === "video" ? "Video" : "Audio"} de {formatTimecode(take.durationSeconds)} · {formatDateTime(take.createdAt)}
                </span>
              </span>
              <span className="flex flex-wrap gap-2">
                <StatusBadge take={take} />
                <PromiseBadge take={take} />
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {pages > 1 ? <PageButtons label="Páginas de la cola" page={page} pages={pages} hasPrevious={page > 1} hasNext={page < pages} busy={queue.isFetching} onPage={setPage} /> : null}
      <AssignedTasks />
    </div>
  );
}

const selectClass = "min-h-11 w-full rounded-xl border border-neutral-300 px-3 font-normal";
const asId = (value: string) => (value ? Number(value) : undefined);

interface Filters {
  course?: number;
  level?: number;
  student?: number;
}

/** By course, then one of its levels, and by student (searched among those who sent takes to the teacher's courses). */
function QueueFilters({ course, level, student, onChange }: Filters & { onChange: (next: Filters) => void }) {
  const courses = useTeacherCoursesQuery();
  const [typed, setTyped] = useState("");
  const [search, setSearch] = useState("");
  useEffect(() => {
    const timer = window.setTimeout(() => setSearch(typed.trim()), 300);
    return () => window.clearTimeout(timer);
  }, [typed]);
  const students = useTeacherStudentsQuery(search);
  // The chosen student stays chosen while another search lists others.
  const [chosen, setChosen] = useState<{ id: number; name: string } | null>(null);
  const listed = students.data?.results ?? [];
  const options = chosen && student === chosen.id && !listed.some((s) => s.id === chosen.id) ? [chosen, ...listed] : listed;
  const levels = courses.data?.results.find((c) => c.id === course)?.levels ?? [];
  const filtered = course !== undefined || level !== undefined || student !== undefined;
  return (
    <fieldset className="grid gap-3 rounded-2xl bg-neutral-50 p-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="queue-filters">
      <legend className="sr-only">Filtrar la cola</legend>
      <label className="flex flex-col gap-1 text-sm font-semibold">
        Curso
        <select value={course ?? ""} onChange={(e) => onChange({ course: asId(e.target.value), level: undefined, student })} className={selectClass} data-testid="queue-course">
          <option value="">Todos mis cursos</option>
          {courses.data?.results.map((c) => (
            <option key={c.id} value={c.id}>
              {c.title}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm font-semibold">
        Nivel
        <select value={level ?? ""} onChange={(e) => onChange({ course, level: asId(e.target.value), student })} disabled={course === undefined} className={selectClass} data-testid="queue-level">
          <option value="">{course === undefined ? "Elige un curso primero" : "Todos los niveles"}</option>
          {levels.map((l) => (
            <option key={l.id} value={l.id}>
              {l.title}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm font-semibold">
        Buscar estudiante
        <input type="search" value={typed} onChange={(e) => setTyped(e.target.value)} maxLength={100} placeholder="Nombre o correo" className={selectClass} />
      </label>
      <label className="flex flex-col gap-1 text-sm font-semibold">
        Estudiante
        <select
          value={student ?? ""}
          onChange={(e) => {
            const id = asId(e.target.value);
            setChosen(options.find((s) => s.id === id) ?? null);
            onChange({ course, level, student: id });
          }}
          className={selectClass}
          data-testid="queue-student"
        >
          <option value="">Todos</option>
          {options.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
      </label>
      {filtered ? (
        <div className="sm:col-span-2 lg:col-span-4">
          <button type="button" className="min-h-11 font-semibold underline" onClick={() => onChange({})}>
            Quitar los filtros
          </button>
        </div>
      ) : null}
    </fieldset>
  );
}

/** The practice this teacher assigned, with each ladder's climb. */
function AssignedTasks() {
  const [page, setPage] = useState(1);
  const tasks = useTeacherAssignmentsQuery(page);
  if (!tasks.data || tasks.data.count === 0) return null;
  const pages = Math.max(1, Math.ceil(tasks.data.count / REVIEWS_PAGE_SIZE));
  return (
    <section aria-labelledby="tareas-asignadas" className="flex flex-col gap-3 border-t border-neutral-200 pt-6">
      <h2 id="tareas-asignadas" className="text-xl font-bold">
        Tareas que asignaste
      </h2>
      <ul className="grid gap-3 md:grid-cols-2">
        {tasks.data.results.map((a) => (
          <li key={a.id} className="flex flex-col gap-2 rounded-2xl bg-neutral-50 p-4" data-testid="assigned-task">
            <p className="font-bold">
              {a.student.name}: {a.title}
            </p>
            <p className="text-sm text-neutral-700">
              {a.theme.title} · para el {formatDate(a.dueOn)} · {a.submissions} {a.submissions === 1 ? "toma enviada" : "tomas enviadas"}
            </p>
            <LadderProgress assignment={a} />
          </li>
        ))}
      </ul>
      {pages > 1 ? <PageButtons label="Páginas de tareas" page={page} pages={pages} hasPrevious={page > 1} hasNext={page < pages} busy={tasks.isFetching} onPage={setPage} /> : null}
    </section>
  );
}
