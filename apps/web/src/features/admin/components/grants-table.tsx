import Link from "next/link";
import { Button } from "@/components/ui/button";
import type { AdminGrantItem } from "@/features/admin/api/students-api";
import { formatShortDate } from "@/features/admin/utils/admin-format";
import { Table, EmptyRow, Td, Th, Tr } from "@/components/ui/table";
import { Badge } from "@/features/admin/components/badge";
import { GRANT_SCOPE_LABELS, GRANT_SOURCE_LABELS, grantState, grantTargetLabel, orderIdOf } from "@/features/admin/utils/grant-labels";

/**
 * Access grants: what they open, where they came from, who gave them, from when to when.
 * `onRevoke`: a «Quitar acceso» button on each access that is current or scheduled.
 */
export function GrantsTable({ grants, caption = "Accesos", onRevoke }: { grants: AdminGrantItem[]; caption?: string; onRevoke?: (grant: AdminGrantItem) => void }) {
  const columns = onRevoke ? 7 : 6;
  return (
    <Table caption={caption} className="min-w-[56rem]">
      <thead>
        <tr>
          <Th sticky>Contenido</Th>
          <Th>Origen</Th>
          <Th>Otorgado por</Th>
          <Th>Inicio</Th>
          <Th>Fin</Th>
          <Th>Estado</Th>
          {onRevoke ? <Th>Acciones</Th> : null}
        </tr>
      </thead>
      <tbody>
        {grants.length === 0 ? (
          <EmptyRow columns={columns}>Sin accesos.</EmptyRow>
        ) : (
          grants.map((grant) => {
            const state = grantState(grant);
            const orderId = orderIdOf(grant.reference);
            return (
              <Tr key={grant.id}>
                <Td sticky className="max-w-64">
                  <span className="block text-xs font-semibold text-neutral-600 uppercase">{GRANT_SCOPE_LABELS[grant.scope]}</span>
                  <span className="font-semibold">{grantTargetLabel(grant)}</span>
                  {grant.note ? <span className="mt-1 block text-sm text-neutral-600 italic">«{grant.note}»</span> : null}
                </Td>
                <Td className="whitespace-nowrap">
                  {GRANT_SOURCE_LABELS[grant.source]}
                  {orderId !== null ? (
                    <>
                      {" · "}
                      <Link href={`/admin/pedidos/${orderId}`} className="font-semibold underline underline-offset-2">
                        Pedido #{orderId}
                      </Link>
                    </>
                  ) : null}
                </Td>
                <Td className="break-all">{grant.createdBy?.email ?? "—"}</Td>
                <Td className="whitespace-nowrap">{formatShortDate(grant.startsAt)}</Td>
                <Td className="whitespace-nowrap">{formatShortDate(grant.endsAt)}</Td>
                <Td>
                  {state === "current" ? (
                    <Badge tone="success">Vigente</Badge>
                  ) : state === "scheduled" ? (
                    <Badge tone="warning">Programado</Badge>
                  ) : (
                    <Badge>Vencido</Badge>
                  )}
                </Td>
                {onRevoke ? (
                  <Td>
                    {state !== "ended" ? (
                      <Button size="sm" variant="outline-dark" className="whitespace-nowrap" onClick={() => onRevoke(grant)} aria-label={`Quitar acceso: ${grantTargetLabel(grant)}`}>
                        Quitar acceso
                      </Button>
                    ) : null}
                  </Td>
                ) : null}
              </Tr>
            );
          })
        )}
      </tbody>
    </Table>
  );
}
