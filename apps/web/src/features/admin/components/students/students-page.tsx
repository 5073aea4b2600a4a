"use client";

import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { useEffect, useMemo, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { exportStudentsCsv, listStudents, STUDENTS_PAGE_SIZE } from "@/features/admin/api/students-api";
import { formatCount, formatShortDate, displayName } from "@/features/admin/components/admin-format";
import { DownloadIcon } from "@/features/admin/components/admin-icons";
import { AdminPageHeader } from "@/features/admin/components/admin-page-header";
import { AdminTable, EmptyRow, SortTh, Td, Th, Tr } from "@/features/admin/components/admin-table";
import { Badge } from "@/features/admin/components/badge";
import { FilterInput, FilterPanel, FilterSelect } from "@/features/admin/components/filter-field";
import { Pager } from "@/features/admin/components/pager";
import { useResource } from "@/features/admin/components/use-resource";
import {
  EMPTY_STUDENT_FILTERS,
  dateRangeError,
  nextOrdering,
  parseStudentSearchParams,
  sortDirection,
  studentSearchParams,
  type SortColumn,
  type StudentFilters,
  type StudentListState,
} from "@/features/admin/store/student-filters";
import { useAppDispatch, useAppSelector } from "@/store/hooks";
import { loadCountries, loadInstruments } from "@/store/slices/commons-slice";
import { reportError } from "@/store/slices/errors-slice";

const ACCESS_OPTIONS = [
  { value: "", label: "Todos" },
  { value: "true", label: "Con acceso activo" },
  { value: "false", label: "Sin acceso activo" },
];

const STATUS_OPTIONS = [
  { value: "", label: "Todas" },
  { value: "active", label: "Activas" },
  { value: "deactivated", label: "Desactivadas" },
];

/**
 * `/admin/estudiantes`: search, filters, sorting and pages, all kept in the page URL, and the
 * CSV export of exactly what the filters select.
 */
export function StudentsPage() {
  const dispatch = useAppDispatch();
  const searchParams = useSearchParams();
  const query = searchParams.toString();
  const state = useMemo(() => parseStudentSearchParams(new URLSearchParams(query)), [query]);
  const countries = useAppSelector((root) => root.commons.countries);
  const instruments = useAppSelector((root) => root.commons.instruments);
  const [search, setSearch] = useState(state.filters.q);
  const [exporting, setExporting] = useState(false);

  const rangeError = dateRangeError(state.filters.registeredFrom, state.filters.registeredTo);
  // A range that ends before it starts is explained beside the dates, not sent to the API.
  const students = useResource(rangeError ? null : `students?${studentSearchParams(state)}`, (signal) => listStudents(state, signal));

  useEffect(() => {
    void dispatch(loadCountries());
    void dispatch(loadInstruments());
  }, [dispatch]);

  // Back/forward or a link with another search: the box shows what is searched.
  useEffect(() => setSearch(state.filters.q), [state.filters.q]);

  const go = (next: StudentListState) => {
    const qs = studentSearchParams(next);
    // The History API keeps Next's router in step without a server round trip.
    window.history.replaceState(null, "", qs ? `?${qs}` : window.location.pathname);
  };
  const setFilter = <K extends keyof StudentFilters>(key: K, value: StudentFilters[K]) =>
    go({ ...state, filters: { ...state.filters, [key]: value }, page: 1 });
  const sortBy = (column: SortColumn) => go({ ...state, ordering: nextOrdering(state.ordering, column), page: 1 });

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFilter("q", search.trim());
  };

  const filtered = studentSearchParams({ ...state, ordering: "-created_at", page: 1 }) !== "";

  const onExport = async () => {
    setExporting(true);
    try {
      const name = await exportStudentsCsv(state);
      toast.success(`Descarga lista: ${name}`);
    } catch (error) {
      dispatch(reportError(error));
    } finally {
      setExporting(false);
    }
  };

  const page = students.data;
  const rows = page?.results ?? [];
  const direction = (column: SortColumn) => sortDirection(state.ordering, column);

  return (
    <>
      <AdminPageHeader
        title="Estudiantes"
        description={page ? `${formatCount(page.count)} ${page.count === 1 ? "estudiante" : "estudiantes"}${filtered ? " con estos filtros" : ""}` : "Cargando…"}
        actions={
          <Button variant="outline-dark" onClick={() => void onExport()} disabled={exporting || rangeError !== null} aria-busy={exporting}>
            <DownloadIcon className="size-5" />
            {exporting ? "Preparando CSV…" : "Exportar CSV"}
          </Button>
        }
      />

      <FilterPanel label="Buscar y filtrar estudiantes">
        <form role="search" onSubmit={onSearch} className="mb-4 flex flex-col gap-2 sm:flex-row sm:items-end">
          <FilterInput
            label="Buscar por nombre o correo"
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="Ej.: Lucía o lucia@"
            maxLength={100}
            className="flex-1"
          />
          <Button type="submit" variant="dark">
            Buscar
          </Button>
        </form>
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-3 xl:grid-cols-6">
          <FilterSelect
            label="País"
            value={state.filters.country}
            onChange={(event) => setFilter("country", event.target.value)}
            options={[{ value: "", label: "Todos" }, ...countries.map((country) => ({ value: String(country.id), label: country.name }))]}
          />
          <FilterSelect
            label="Instrumento"
            value={state.filters.instrument}
            onChange={(event) => setFilter("instrument", event.target.value)}
            options={[{ value: "", label: "Todos" }, ...instruments.map((instrument) => ({ value: String(instrument.id), label: instrument.name }))]}
          />
          <FilterSelect
            label="Acceso"
            value={state.filters.hasAccess}
            onChange={(event) => setFilter("hasAccess", event.target.value as StudentFilters["hasAccess"])}
            options={ACCESS_OPTIONS}
          />
          <FilterSelect
            label="Cuenta"
            value={state.filters.status}
            onChange={(event) => setFilter("status", event.target.value as StudentFilters["status"])}
            options={STATUS_OPTIONS}
          />
          <FilterInput
            label="Registrado desde"
            type="date"
            value={state.filters.registeredFrom}
            max={state.filters.registeredTo || undefined}
            onChange={(event) => setFilter("registeredFrom", event.target.value)}
            error={rangeError ?? undefined}
          />
          <FilterInput
            label="Registrado hasta"
            type="date"
            value={state.filters.registeredTo}
            min={state.filters.registeredFrom || undefined}
            onChange={(event) => setFilter("registeredTo", event.target.value)}
          />
        </div>
        {filtered ? (
          <button
            type="button"
            className="mt-3 text-sm font-semibold underline decoration-primary decoration-2 underline-offset-4"
            onClick={() => {
              setSearch("");
              go({ filters: EMPTY_STUDENT_FILTERS, ordering: state.ordering, page: 1 });
            }}
          >
            Limpiar filtros
          </button>
        ) : null}
      </FilterPanel>

      <AdminTable caption="Estudiantes" busy={students.loading}>
        <thead>
          <tr>
            <SortTh sticky direction={direction("name")} onSort={() => sortBy("name")}>
              Nombre
            </SortTh>
            <SortTh direction={direction("email")} onSort={() => sortBy("email")}>
              Correo
            </SortTh>
            <Th>País</Th>
            <Th>Instrumento</Th>
            <Th>Acceso</Th>
            <Th className="text-right">Puntos</Th>
            <SortTh direction={direction("created_at")} onSort={() => sortBy("created_at")}>
              Registro
            </SortTh>
            <SortTh direction={direction("last_login_at")} onSort={() => sortBy("last_login_at")}>
              Último ingreso
            </SortTh>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <EmptyRow columns={8}>
              {students.loading ? "Cargando estudiantes…" : filtered ? "Ningún estudiante coincide con la búsqueda." : "Todavía no hay estudiantes."}
            </EmptyRow>
          ) : (
            rows.map((student) => (
              <Tr key={student.id}>
                <Td sticky className="min-w-44">
                  <Link href={`/admin/estudiantes/${student.id}`} className="font-semibold underline-offset-2 hover:underline">
                    {displayName(student)}
                  </Link>
                  {!student.isActive ? (
                    <Badge tone="danger" className="ml-2">
                      Desactivada
                    </Badge>
                  ) : null}
                </Td>
                <Td className="whitespace-nowrap">{student.email}</Td>
                <Td>{student.country?.name ?? "—"}</Td>
                <Td>{student.instrument?.name ?? "—"}</Td>
                <Td>{student.hasActiveAccess ? <Badge tone="success">Activo</Badge> : <Badge>Sin acceso</Badge>}</Td>
                <Td className="text-right tabular-nums">{formatCount(student.points)}</Td>
                <Td className="whitespace-nowrap">{formatShortDate(student.createdAt)}</Td>
                <Td className="whitespace-nowrap">{student.lastLoginAt ? formatShortDate(student.lastLoginAt) : "Nunca"}</Td>
              </Tr>
            ))
          )}
        </tbody>
      </AdminTable>
      <Pager
        page={state.page}
        pageSize={STUDENTS_PAGE_SIZE}
        count={page?.count ?? 0}
        busy={students.loading}
        onPage={(next) => go({ ...state, page: next })}
        noun={["estudiante", "estudiantes"]}
      />
    </>
  );
}
