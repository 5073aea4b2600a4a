"use client";

import Link from "next/link";
import { useState, type ReactNode } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { ProgressBar } from "@/components/ui/progress-bar";
import { LoadingPanel, ProblemPanel } from "@/components/ui/status-panel";
import { dangerButtonClasses } from "@/features/admin/components/danger-button";
import { getStudent, listStudentPoints, POINTS_PAGE_SIZE, setStudentActive, type StudentDetailItem } from "@/features/admin/api/students-api";
import { displayName, formatCount, formatDateTime } from "@/features/admin/components/admin-format";
import { AdminPageHeader, AdminSection } from "@/features/admin/components/admin-page-header";
import { AdminTable, EmptyRow, Td, Th, Tr } from "@/features/admin/components/admin-table";
import { Badge } from "@/features/admin/components/badge";
import { GrantsTable } from "@/features/admin/components/grants-table";
import { OrdersTable } from "@/features/admin/components/orders/orders-table";
import { Pager } from "@/features/admin/components/pager";
import { GrantDialog } from "@/features/admin/components/students/grant-dialog";
import { PointsDialog } from "@/features/admin/components/students/points-dialog";
import { useResource } from "@/features/admin/components/use-resource";
import { useAppDispatch } from "@/store/hooks";
import { reportError } from "@/store/slices/errors-slice";

type OpenDialog = null | "grant" | "points" | "status";

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-sm text-neutral-600">{label}</dt>
      <dd className="font-semibold break-words">{children}</dd>
    </div>
  );
}

/** The points ledger: the detail's first page, then later pages on demand. */
function PointsLedger({ detail }: { detail: StudentDetailItem }) {
  const [page, setPage] = useState(1);
  const studentId = detail.student.id;
  const later = useResource(page > 1 ? `points-${studentId}-${page}-${detail.points.balance}` : null, (signal) =>
    listStudentPoints(studentId, page, signal),
  );
  const entries = page === 1 ? detail.points.results.slice(0, POINTS_PAGE_SIZE) : (later.data?.results ?? []);
  return (
    <>
      <AdminTable caption="Movimientos de puntos" busy={later.loading} className="min-w-[40rem]">
        <thead>
          <tr>
            <Th sticky>Fecha</Th>
            <Th>Movimiento</Th>
            <Th className="text-right">Puntos</Th>
            <Th className="text-right">Saldo</Th>
          </tr>
        </thead>
        <tbody>
          {entries.length === 0 ? (
            <EmptyRow columns={4}>{later.loading ? "Cargando…" : "Sin movimientos de puntos."}</EmptyRow>
          ) : (
            entries.map((entry) => (
              <Tr key={entry.id}>
                <Td sticky className="whitespace-nowrap">
                  {formatDateTime(entry.createdAt)}
                </Td>
                <Td>{entry.description}</Td>
                <Td className={entry.delta >= 0 ? "text-right font-semibold text-success-ink tabular-nums" : "text-right font-semibold text-red-800 tabular-nums"}>
                  {entry.delta > 0 ? "+" : ""}
                  {formatCount(entry.delta)}
                </Td>
                <Td className="text-right tabular-nums">{formatCount(entry.balanceAfter)}</Td>
              </Tr>
            ))
          )}
        </tbody>
      </AdminTable>
      <Pager page={page} pageSize={POINTS_PAGE_SIZE} count={detail.points.count} onPage={setPage} busy={later.loading} noun={["movimiento", "movimientos"]} />
    </>
  );
}

/**
 * `/admin/estudiantes/<id>`: profile, access grants, orders, points and progress, with the
 * actions on the account. After each action the page reads the student again from the API.
 */
export function StudentDetailPage({ studentId }: { studentId: number }) {
  const dispatch = useAppDispatch();
  const resource = useResource(`student-${studentId}`, (signal) => getStudent(studentId, signal));
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [busy, setBusy] = useState(false);
  const detail = resource.data;

  if (!detail) {
    if (resource.failure === 404) {
      return <ProblemPanel title="Estudiante no encontrado" message="No existe un estudiante con ese número." back={{ href: "/admin/estudiantes", label: "Volver a estudiantes" }} />;
    }
    if (resource.failure !== null) {
      return <ProblemPanel title="No pudimos cargar el estudiante" message="Revisa tu conexión e inténtalo de nuevo." onRetry={resource.reload} />;
    }
    return <LoadingPanel message="Cargando estudiante…" />;
  }

  const { student } = detail;
  const name = displayName(student);

  const afterAction = () => {
    setDialog(null);
    resource.reload();
  };

  const toggleActive = async () => {
    setBusy(true);
    try {
      await setStudentActive(student.id, !student.isActive);
      toast.success(student.isActive ? "Cuenta desactivada: sus sesiones se cerraron" : "Cuenta reactivada");
      afterAction();
    } catch (error) {
      dispatch(reportError(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <AdminPageHeader
        title={name}
        crumbs={[{ label: "Estudiantes", href: "/admin/estudiantes" }, { label: name }]}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <span className="break-all">{student.email}</span>
            {student.isActive ? <Badge tone="success">Cuenta activa</Badge> : <Badge tone="danger">Cuenta desactivada</Badge>}
            {student.role === "admin" ? <Badge tone="dark">Administrador</Badge> : null}
          </span>
        }
        actions={
          <>
            <Button variant="dark" onClick={() => setDialog("grant")}>
              Dar o extender acceso
            </Button>
            <Button variant="outline-dark" onClick={() => setDialog("points")}>
              Ajustar puntos
            </Button>
            {student.isActive ? (
              <button type="button" className={dangerButtonClasses()} onClick={() => setDialog("status")}>
                Desactivar
              </button>
            ) : (
              <Button variant="outline-dark" onClick={() => setDialog("status")}>
                Reactivar
              </Button>
            )}
          </>
        }
      />

      <div className="flex flex-col gap-6" aria-busy={resource.loading || undefined}>
        <AdminSection title="Perfil" id="perfil">
          <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <Fact label="País">{student.country?.name ?? "Sin indicar"}</Fact>
            <Fact label="Instrumento">{student.instrument?.name ?? "Sin indicar"}</Fact>
            <Fact label="Puntos">{formatCount(detail.points.balance)}</Fact>
            <Fact label="Correo verificado">{student.emailVerified ? "Sí" : "No"}</Fact>
            <Fact label="Registro">{formatDateTime(student.createdAt)}</Fact>
            <Fact label="Último ingreso">{student.lastLoginAt ? formatDateTime(student.lastLoginAt) : "Nunca"}</Fact>
            <Fact label="Acceso">{student.hasActiveAccess ? "Con acceso activo" : "Sin acceso activo"}</Fact>
          </dl>
        </AdminSection>

        <AdminSection title="Accesos" id="accesos" description="Los más recientes primero, con su origen y quién los dio.">
          <GrantsTable grants={detail.grants} caption="Accesos del estudiante" />
        </AdminSection>

        <AdminSection
          title="Pedidos"
          id="pedidos"
          actions={
            detail.orders.count > detail.orders.results.length ? (
              <Link href={`/admin/pedidos?estudiante=${student.id}`} className="text-sm font-semibold underline decoration-primary decoration-2 underline-offset-4">
                Ver los {formatCount(detail.orders.count)} pedidos
              </Link>
            ) : null
          }
        >
          <OrdersTable orders={detail.orders.results} showBuyer={false} empty="Todavía no tiene pedidos." />
        </AdminSection>

        <AdminSection title="Puntos" id="puntos" description={`Saldo: ${formatCount(detail.points.balance)} puntos.`}>
          <PointsLedger key={detail.points.balance} detail={detail} />
        </AdminSection>

        <AdminSection title="Progreso por nivel" id="progreso">
          {detail.progress.length === 0 ? (
            <p className="text-neutral-600">Todavía no ha empezado ningún nivel.</p>
          ) : (
            <ul className="grid gap-4 md:grid-cols-2">
              {detail.progress.map((item) => (
                <li key={item.level.id} className="rounded-xl border border-neutral-200 p-4">
                  <p className="text-sm text-neutral-600">{item.course.title}</p>
                  <p className="font-bold">{item.level.title}</p>
                  <ProgressBar value={item.percentage} label={`Avance en ${item.course.title} · ${item.level.title}`} className="mt-3" />
                  <p className="mt-2 text-sm text-neutral-700">
                    {item.percentage} % · {item.finished} de {item.total} temas terminados · {item.viewed} vistos
                  </p>
                </li>
              ))}
            </ul>
          )}
        </AdminSection>
      </div>

      <GrantDialog open={dialog === "grant"} studentId={student.id} studentName={name} onClose={() => setDialog(null)} onGranted={afterAction} />
      <PointsDialog open={dialog === "points"} studentId={student.id} balance={detail.points.balance} onClose={() => setDialog(null)} onAdjusted={afterAction} />
      <ConfirmDialog
        open={dialog === "status"}
        title={student.isActive ? `¿Desactivar la cuenta de ${name}?` : `¿Reactivar la cuenta de ${name}?`}
        confirmLabel={student.isActive ? "Sí, desactivar" : "Sí, reactivar"}
        busy={busy}
        onConfirm={() => void toggleActive()}
        onCancel={() => setDialog(null)}
      >
        {student.isActive
          ? "No podrá iniciar sesión y sus sesiones abiertas terminarán de inmediato. Sus accesos, pedidos y puntos se conservan."
          : "Podrá volver a iniciar sesión con su correo y contraseña, y recuperará sus accesos vigentes."}
      </ConfirmDialog>
    </>
  );
}
