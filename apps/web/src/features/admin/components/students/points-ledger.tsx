"use client";

import { useState } from "react";
import { POINTS_PAGE_SIZE, useStudentPointsQuery, type StudentDetailItem } from "@/features/admin/api/students-api";
import { formatCount, formatDateTime } from "@/features/admin/utils/admin-format";
import { DataTable } from "@/components/ui/data-table";
import { Pager } from "@/features/admin/components/pager";

/** The points ledger: the detail's first page, then later pages on demand. */
export function PointsLedger({ detail }: { detail: StudentDetailItem }) {
  const [page, setPage] = useState(1);
  const later = useStudentPointsQuery({ studentId: detail.student.id, page }, { skip: page === 1 });
  const loading = page > 1 && later.isFetching;
  const entries = page === 1 ? detail.points.results.slice(0, POINTS_PAGE_SIZE) : (later.data?.results ?? []);
  return (
    <>
      <DataTable
        caption="Movimientos de puntos"
        busy={loading}
        className="min-w-[40rem]"
        rows={entries}
        rowKey={(entry) => entry.id}
        empty={loading ? "Cargando…" : "Sin movimientos de puntos."}
        columns={[
          { header: "Fecha", className: "whitespace-nowrap", cell: (entry) => formatDateTime(entry.createdAt) },
          { header: "Movimiento", cell: (entry) => entry.description },
          {
            header: "Puntos",
            align: "right",
            cell: (entry) => (
              <span className={entry.delta >= 0 ? "font-semibold text-success-ink tabular-nums" : "font-semibold text-red-800 tabular-nums"}>
                {entry.delta > 0 ? "+" : ""}
                {formatCount(entry.delta)}
              </span>
            ),
          },
          { header: "Saldo", align: "right", className: "tabular-nums", cell: (entry) => formatCount(entry.balanceAfter) },
        ]}
      />
      <Pager page={page} pageSize={POINTS_PAGE_SIZE} count={detail.points.count} onPage={setPage} busy={loading} noun={["movimiento", "movimientos"]} />
    </>
  );
}
