"use client";

import Link from "next/link";
import { useState } from "react";
import { toast } from "@/lib/toasts";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { ProgressBar } from "@/components/ui/progress-bar";
import { useAdminStudentQuery, useSetStudentActiveMutation, type AdminGrantItem, type StudentDetailItem } from "@/features/admin/api/students-api";
import { displayName, formatCount, formatDateTime } from "@/features/admin/utils/admin-format";
import { AdminPageHeader, AdminSection } from "@/features/admin/components/admin-page-header";
import { Badge } from "@/features/admin/components/badge";
import { dangerButtonClasses } from "@/features/admin/utils/danger-button";
import { Fact, Facts } from "@/features/admin/components/facts";
import { GrantsTable } from "@/features/admin/components/grants-table";
import { OrdersTable } from "@/features/admin/components/orders/orders-table";
import { QueryGate } from "@/components/ui/query-gate";
import { GrantDialog } from "@/features/admin/components/students/grant-dialog";
import { RevokeDialog } from "@/features/admin/components/students/revoke-dialog";
import { PointsDialog } from "@/features/admin/components/students/points-dialog";
import { PointsLedger } from "@/features/admin/components/students/points-ledger";
import { OpenTopicSection } from "@/features/admin/components/progression/open-topic-section";

type OpenDialog = null | "grant" | "points" | "status";

/**
 * `/admin/estudiantes/<id>`: profile, access grants, orders, points and progress, with the
 * actions on the account. After each action the page reads the student again from the API.
 */
export function StudentDetailPage({ studentId }: { studentId: number }) {
  const student = useAdminStudentQuery(studentId);
  return (
    <QueryGate
      data={student.currentData}
      error={student.error}
      retry={student.refetch}
      wording={{
        loading: "Cargando estudiante…",
        notFound: { title: "Estudiante no encontrado", message: "No existe un estudiante con ese número." },
        failed: "No pudimos cargar el estudiante",
        back: { href: "/admin/estudiantes", label: "Volver a estudiantes" },
      }}
    >
      {(detail) => <StudentView detail={detail} reading={student.isFetching} />}
    </QueryGate>
  );
}

/** After each action the student is read again (its tag is invalidated). */
function StudentView({ detail, reading }: { detail: StudentDetailItem; reading: boolean }) {
  const [setStudentActive, switching] = useSetStudentActiveMutation();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [revoking, setRevoking] = useState<AdminGrantItem | null>(null);
  const { student } = detail;
  const name = displayName(student);

  const toggleActive = async () => {
    const result = await setStudentActive({ studentId: student.id, active: !student.isActive });
    if (!result.data) return;
    toast.success(student.isActive ? "Cuenta desactivada: sus sesiones se cerraron" : "Cuenta reactivada");
    setDialog(null);
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

      <div className="flex flex-col gap-6" aria-busy={reading || undefined}>
        <AdminSection title="Perfil" id="perfil">
          <Facts>
            <Fact label="País">{student.country?.name ?? "Sin indicar"}</Fact>
            <Fact label="Instrumento">{student.instrument?.name ?? "Sin indicar"}</Fact>
            <Fact label="Puntos">{formatCount(detail.points.balance)}</Fact>
            <Fact label="Correo verificado">{student.emailVerified ? "Sí" : "No"}</Fact>
            <Fact label="Registro">{formatDateTime(student.createdAt)}</Fact>
            <Fact label="Último ingreso">{student.lastLoginAt ? formatDateTime(student.lastLoginAt) : "Nunca"}</Fact>
            <Fact label="Acceso">{student.hasActiveAccess ? "Con acceso activo" : "Sin acceso activo"}</Fact>
          </Facts>
        </AdminSection>

        <AdminSection title="Accesos" id="accesos" description="Los más recientes primero, con su origen y quién los dio.">
          <GrantsTable grants={detail.grants} caption="Accesos del estudiante" onRevoke={setRevoking} />
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

        <OpenTopicSection studentId={student.id} studentName={name} />
      </div>

      <GrantDialog open={dialog === "grant"} studentId={student.id} studentName={name} onClose={() => setDialog(null)} />
      <RevokeDialog grant={revoking} studentId={student.id} studentName={name} onClose={() => setRevoking(null)} />
      <PointsDialog open={dialog === "points"} studentId={student.id} balance={detail.points.balance} onClose={() => setDialog(null)} />
      <ConfirmDialog
        open={dialog === "status"}
        title={student.isActive ? `¿Desactivar la cuenta de ${name}?` : `¿Reactivar la cuenta de ${name}?`}
        confirmLabel={student.isActive ? "Sí, desactivar" : "Sí, reactivar"}
        busy={switching.isLoading}
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
