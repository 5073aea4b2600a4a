"use client";

import Link from "next/link";
import { Button } from "@/components/ui/button";
import type { AdminNavIcon } from "@/config/admin-navigation";
import { monthStart, useOverviewCountsQuery } from "@/features/admin/api/overview-api";
import { useAuditEntriesQuery } from "@/features/admin/api/logs-api";
import { AdminPageHeader, AdminSection } from "@/features/admin/components/admin-page-header";
import { formatCount, formatDateTime } from "@/features/admin/utils/admin-format";
import { AdminNavIconView } from "@/features/admin/components/admin-icons";
import { auditActionLabel } from "@/features/admin/utils/audit-labels";
import { auditEntrySummary } from "@/features/admin/utils/audit-diff";

interface Stat {
  label: string;
  value: number | undefined;
  hint: string;
  href: string;
  icon: AdminNavIcon;
}

function StatCard({ stat }: { stat: Stat }) {
  return (
    <li>
      <Link
        href={stat.href}
        className="flex h-full flex-col gap-2 rounded-2xl bg-white p-5 ring-1 ring-neutral-200 transition-shadow hover:shadow-md hover:ring-neutral-300"
      >
        <span className="flex items-center justify-between gap-2 text-sm font-semibold text-neutral-700">
          {stat.label}
          <AdminNavIconView name={stat.icon} className="size-5 text-primary-ink" />
        </span>
        <span className="text-3xl font-extrabold tabular-nums" data-testid={`resumen-${stat.icon}`}>
          {stat.value === undefined ? "—" : formatCount(stat.value)}
        </span>
        <span className="text-sm text-neutral-600">{stat.hint}</span>
      </Link>
    </li>
  );
}

/** `/admin`: how the academy is doing, in figures the API counts, and the latest changes. */
export function OverviewPage() {
  const counts = useOverviewCountsQuery();
  const recent = useAuditEntriesQuery({ page: 1 });
  const data = counts.data;
  const month = monthStart();

  const stats: Stat[] = [
    { label: "Estudiantes", value: data?.students, hint: "Cuentas de estudiante registradas", href: "/admin/estudiantes", icon: "students" },
    {
      label: "Con acceso activo",
      value: data?.withAccess,
      hint: "Estudiantes activos con un nivel, curso o tutorial vigente",
      href: "/admin/estudiantes?acceso=true&estado=active",
      icon: "catalogue",
    },
    {
      label: "Pedidos pagados este mes",
      value: data?.paidThisMonth,
      hint: data ? `${formatCount(data.pendingOrders)} pendientes de pago en total` : "Pedidos creados este mes y ya pagados",
      href: `/admin/pedidos?estado=paid&desde=${month}`,
      icon: "orders",
    },
    {
      label: "Registros fallidos",
      value: data?.failedRegistrations,
      hint: "Intentos de registro con Google o Facebook que fallaron",
      href: "/admin/registros?fallidos=true",
      icon: "registrations",
    },
  ];

  return (
    <>
      <AdminPageHeader title="Resumen" description="Cómo va la academia hoy. Cada cifra lleva a la lista que la explica." />
      {counts.error && !data ? (
        <div className="mb-6 flex flex-wrap items-center gap-3 rounded-2xl bg-error/5 p-4 ring-1 ring-error/30">
          <p className="font-semibold">No pudimos cargar las cifras.</p>
          <Button size="sm" variant="outline-dark" onClick={() => void counts.refetch()}>
            Intentar de nuevo
          </Button>
        </div>
      ) : null}
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-busy={counts.isFetching || undefined}>
        {stats.map((stat) => (
          <StatCard key={stat.label} stat={stat} />
        ))}
      </ul>

      <div className="mt-8">
        <AdminSection
          title="Últimos cambios"
          id="ultimos-cambios"
          actions={
            <Link href="/admin/auditoria" className="text-sm font-semibold underline decoration-primary decoration-2 underline-offset-4">
              Ver toda la auditoría
            </Link>
          }
        >
          {recent.data && recent.data.results.length > 0 ? (
            <ul className="flex flex-col divide-y divide-neutral-100">
              {recent.data.results.slice(0, 6).map((entry) => (
                <li key={entry.id} className="flex flex-col gap-0.5 py-3 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
                  <p>
                    <span className="font-semibold">{auditActionLabel(entry.action)}</span>
                    <span className="text-neutral-600"> · {auditEntrySummary(entry)}</span>
                  </p>
                  <p className="text-sm text-neutral-600">
                    {entry.actor?.email ?? "Sistema"} · {formatDateTime(entry.createdAt)}
                  </p>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-neutral-600">{recent.isLoading ? "Cargando…" : "Todavía no hay cambios registrados."}</p>
          )}
        </AdminSection>
      </div>
    </>
  );
}
