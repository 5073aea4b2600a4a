"use client";

import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";
import { formatPrice } from "@/lib/money";
import { listTutorials } from "@/features/admin/api/catalogue-api";
import { PlusIcon } from "@/features/admin/components/admin-icons";
import { AdminPageHeader } from "@/features/admin/components/admin-page-header";
import { AdminTable, EmptyRow, Td, Th, Tr } from "@/features/admin/components/admin-table";
import { Badge } from "@/features/admin/components/badge";
import { CatalogueTabs } from "@/features/admin/components/catalogue/catalogue-tabs";
import { useResource } from "@/features/admin/components/use-resource";
import { formatDuration } from "@/lib/academy-format";

const PROVIDER_LABELS = { youtube: "YouTube", vimeo: "Vimeo", self_hosted: "Archivo propio" } as const;

/** `/admin/catalogo/tutoriales`: videos sold on their own. */
export function TutorialsPage() {
  const tutorials = useResource("admin-tutorials", (signal) => listTutorials(signal));
  const rows = tutorials.data?.results ?? [];
  return (
    <>
      <AdminPageHeader
        title="Catálogo"
        description="Los tutoriales son videos que se venden por separado y quedan para siempre en la cuenta del estudiante."
        actions={
          <Link href="/admin/catalogo/tutoriales/nuevo" className={buttonClasses("dark")}>
            <PlusIcon className="size-5" />
            Nuevo tutorial
          </Link>
        }
      />
      <CatalogueTabs />
      <AdminTable caption="Tutoriales" busy={tutorials.loading} className="min-w-[56rem]">
        <thead>
          <tr>
            <Th sticky>Tutorial</Th>
            <Th>Curso</Th>
            <Th>Video</Th>
            <Th>Precio</Th>
            <Th>Estado</Th>
            <Th>
              <span className="sr-only">Acciones</span>
            </Th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <EmptyRow columns={6}>{tutorials.loading ? "Cargando tutoriales…" : "Todavía no hay tutoriales."}</EmptyRow>
          ) : (
            rows.map((video) => (
              <Tr key={video.id}>
                <Td sticky className="max-w-80">
                  <Link href={`/admin/catalogo/tutoriales/${video.id}`} className="font-semibold underline-offset-2 hover:underline">
                    {video.title}
                  </Link>
                </Td>
                <Td>{video.course?.title ?? "—"}</Td>
                <Td className="whitespace-nowrap">
                  {PROVIDER_LABELS[video.provider]}
                  {video.durationSeconds ? ` · ${formatDuration(video.durationSeconds)}` : ""}
                </Td>
                <Td className="whitespace-nowrap">
                  {video.prices.filter((price) => price.isActive).map((price) => formatPrice(price.amount, price.currency)).join(" · ") || "Sin precio"}
                </Td>
                <Td>{video.isPublished ? <Badge tone="success">Publicado</Badge> : <Badge>Borrador</Badge>}</Td>
                <Td className="text-right">
                  <Link href={`/admin/catalogo/tutoriales/${video.id}`} className={buttonClasses("outline-dark", "sm")} aria-label={`Editar «${video.title}»`}>
                    Editar
                  </Link>
                </Td>
              </Tr>
            ))
          )}
        </tbody>
      </AdminTable>
    </>
  );
}
