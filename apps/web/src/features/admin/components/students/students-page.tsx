"use client";

import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { skipToken } from "@reduxjs/toolkit/query/react";
import { useMemo, useState } from "react";
import { toast } from "@/lib/toasts";
import { Button } from "@/components/ui/button";
import { exportStudentsCsv, STUDENTS_PAGE_SIZE, useAdminStudentsQuery } from "@/features/admin/api/students-api";
import { formatCount, formatShortDate, displayName } from "@/features/admin/utils/admin-format";
import { DownloadIcon } from "@/features/admin/components/admin-icons";
import { AdminPageHeader } from "@/features/admin/components/admin-page-header";
import { Badge } from "@/features/admin/components/badge";
import { DataTable } from "@/components/ui/data-table";
import { FilterBar } from "@/components/ui/filter-bar";
import { FilterInput, FilterSelect } from "@/components/ui/filter-field";
import { Pager } from "@/features/admin/components/pager";
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
} from "@/features/admin/utils/student-filters";
import { useAppDispatch } from "@/store/hooks";
import { useCountriesQuery, useInstrumentsQuery } from "@/store/reference-api";
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
  const countries = useCountriesQuery().data ?? [];
  const instruments = useInstrumentsQuery().data ?? [];
  const [exporting, setExporting] = useState(false);

  const rangeError = dateRangeError(state.filters.registeredFrom, state.filters.registeredTo);
  // A range that ends before it starts is explained beside the dates, not sent to the API.
  const students = useAdminStudentsQuery(rangeError ? skipToken : state);


  const go = (next: StudentListState) => {
    const qs = studentSearchParams(next);
    // The History API keeps Next's router in step without a server round trip.
    window.history.replaceState(null, "", qs ? `?${qs}` : window.location.pathname);
  };
  const setFilter = <K extends keyof StudentFilters>(key: K, value: StudentFilters[K]) =>
    go({ ...state, filters: { ...state.filters, [key]: value }, page: 1 });
  const sortBy = (column: SortColumn) => go({ ...state, ordering: nextOrdering(state.ordering, column), page: 1 });

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
  const sort = (column: SortColumn) => ({ direction: sortDirection(state.ordering, column), onSort: () => sortBy(column) });

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

      <FilterBar
        label="Buscar y filtrar estudiantes"
        search={{ label: "Buscar por nombre o correo", value: state.filters.q, onSearch: (text) => setFilter("q", text), placeholder: "Ej.: Lucía o lucia@" }}
        filtered={filtered}
        onClear={() => go({ filters: EMPTY_STUDENT_FILTERS, ordering: state.ordering, page: 1 })}
      >
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
      </FilterBar>

      <DataTable
        caption="Estudiantes"
        busy={students.isFetching}
        rows={rows}
        rowKey={(student) => student.id}
        empty={students.isLoading ? "Cargando estudiantes…" : filtered ? "Ningún estudiante coincide con la búsqueda." : "Todavía no hay estudiantes."}
        columns={[
          {
            header: "Nombre",
            sort: sort("name"),
            className: "min-w-44",
            cell: (student) => (
              <>
                <Link href={`/admin/estudiantes/${student.id}`} className="font-semibold underline-offset-2 hover:underline">
                  {displayName(student)}
                </Link>
                {!student.isActive ? (
                  <Badge tone="danger" className="ml-2">
                    Desactivada
                  </Badge>
                ) : null}
              </>
            ),
          },
          { header: "Correo", sort: sort("email"), className: "whitespace-nowrap", cell: (student) => student.email },
          { header: "País", cell: (student) => student.country?.name ?? "—" },
          { header: "Instrumento", cell: (student) => student.instrument?.name ?? "—" },
          { header: "Acceso", cell: (student) => (student.hasActiveAccess ? <Badge tone="success">Activo</Badge> : <Badge>Sin acceso</Badge>) },
          { header: "Puntos", align: "right", className: "tabular-nums", cell: (student) => formatCount(student.points) },
          { header: "Registro", sort: sort("created_at"), className: "whitespace-nowrap", cell: (student) => formatShortDate(student.createdAt) },
          {
            header: "Último ingreso",
            sort: sort("last_login_at"),
            className: "whitespace-nowrap",
            cell: (student) => (student.lastLoginAt ? formatShortDate(student.lastLoginAt) : "Nunca"),
          },
        ]}
      />
      <Pager
        page={state.page}
        pageSize={STUDENTS_PAGE_SIZE}
        count={page?.count ?? 0}
        busy={students.isFetching}
        onPage={(next) => go({ ...state, page: next })}
        noun={["estudiante", "estudiantes"]}
      />
    </>
  );
}
