"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { EmptyRow, Table, Td, Th, Tr } from "@/components/ui/table";
import { useAdminCoursesQuery } from "@/features/admin/api/catalogue-api";
import { TEACHERS_PAGE_SIZE, useAccountByEmailMutation, useAdminTeachersQuery, useSetTeacherMutation } from "@/features/admin/api/teachers-api";
import { AdminPageHeader } from "@/features/admin/components/admin-page-header";
import { Pager } from "@/features/admin/components/pager";
import { toast } from "@/lib/toasts";

const hours = (value: number | null) => (value === null ? "—" : `${value.toLocaleString("es-CO")} h`);

/** `/admin/profesores`: who answers the students' takes, for which courses, and how fast. */
export function TeachersPage() {
  const [page, setPage] = useState(1);
  const list = useAdminTeachersQuery(page);
  const courses = useAdminCoursesQuery();
  const [findAccount, finding] = useAccountByEmailMutation();
  const [setTeacher, saving] = useSetTeacherMutation();
  const [email, setEmail] = useState("");
  const [chosen, setChosen] = useState<number[]>([]);
  const [problem, setProblem] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    const found = await findAccount(email.trim().toLowerCase());
    const account = "data" in found ? found.data?.results.find((r) => r.email === email.trim().toLowerCase()) : undefined;
    if (!account) {
      setProblem("No hay ninguna cuenta con ese correo.");
      return;
    }
    const result = await setTeacher({ id: account.id, isTeacher: true, courses: chosen });
    if (!("error" in result)) {
      toast.success(`${account.firstName || account.email} ahora es profesor de ${chosen.length} ${chosen.length === 1 ? "curso" : "cursos"}.`);
      setEmail("");
      setChosen([]);
    }
  }

  const data = list.data;
  return (
    <>
      <AdminPageHeader title="Profesores" description="Quién responde las tomas de los estudiantes, de qué cursos y en cuánto tiempo (la promesa es 48 horas)." />
      <form onSubmit={onSubmit} className="mb-6 flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-neutral-200">
        <h2 className="font-bold">Hacer profesor a una cuenta (o cambiar sus cursos)</h2>
        <label className="flex flex-col gap-1 text-sm font-semibold">
          Correo de la cuenta
          <input type="email" required value={email} onChange={(e) => setEmail(e.target.value)} className="min-h-11 rounded-xl border border-neutral-300 px-3 font-normal" />
        </label>
        <fieldset className="flex flex-wrap gap-x-5 gap-y-2">
          <legend className="mb-1 text-sm font-semibold">Cursos que revisa</legend>
          {(courses.data?.results ?? []).map((course) => (
            <label key={course.id} className="inline-flex min-h-9 items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={chosen.includes(course.id)}
                onChange={(e) => setChosen((now) => (e.target.checked ? [...now, course.id] : now.filter((id) => id !== course.id)))}
                className="size-4 accent-primary"
              />
              {course.title}
            </label>
          ))}
        </fieldset>
        {problem ? (
          <p role="alert" className="font-semibold text-error">
            {problem}
          </p>
        ) : null}
        <div>
          <Button type="submit" disabled={finding.isLoading || saving.isLoading}>
            Guardar profesor
          </Button>
        </div>
      </form>
      <Table caption="Profesores y sus cifras de respuesta" busy={list.isFetching} className="min-w-[56rem]">
        <thead>
          <tr>
            <Th sticky>Profesor</Th>
            <Th>Cursos</Th>
            <Th>Pendientes</Th>
            <Th>Respondidas</Th>
            <Th>Mediana</Th>
            <Th>P90</Th>
            <Th>En 48 h</Th>
            <Th>
              <span className="sr-only">Acciones</span>
            </Th>
          </tr>
        </thead>
        <tbody>
          {(data?.results ?? []).map((t) => (
            <Tr key={t.id}>
              <Td sticky>
                <span className="font-semibold">{t.name}</span>
                <span className="block text-xs text-neutral-600">{t.email}</span>
              </Td>
              <Td>{t.courses.map((c) => c.title).join(", ") || "—"}</Td>
              <Td className="tabular-nums">{t.backlog}</Td>
              <Td className="tabular-nums">{t.reviewed}</Td>
              <Td className="tabular-nums">{hours(t.medianHours)}</Td>
              <Td className="tabular-nums">{hours(t.p90Hours)}</Td>
              <Td className="tabular-nums">{t.withinPromisePercent === null ? "—" : `${Math.round(t.withinPromisePercent)} %`}</Td>
              <Td className="text-right whitespace-nowrap">
                <Button variant="ghost" size="sm" disabled={saving.isLoading} onClick={() => void setTeacher({ id: t.id, isTeacher: false, courses: [] })} aria-label={`Devolver a ${t.name} a estudiante`}>
                  Volver a estudiante
                </Button>
              </Td>
            </Tr>
          ))}
          {data && data.results.length === 0 ? <EmptyRow columns={8}>Aún no hay profesores.</EmptyRow> : null}
          {!data && list.isLoading ? <EmptyRow columns={8}>Cargando profesores…</EmptyRow> : null}
        </tbody>
      </Table>
      <Pager page={page} pageSize={TEACHERS_PAGE_SIZE} count={data?.count ?? 0} busy={list.isFetching} onPage={setPage} noun={["profesor", "profesores"]} />
    </>
  );
}
