"use client";

import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";
import { formatDuration } from "@/lib/academy-format";
import { formatPrice } from "@/lib/money";
import { useAdminTutorialsQuery } from "@/features/admin/api/catalogue-api";
import { PlusIcon } from "@/features/admin/components/admin-icons";
import { AdminPageHeader } from "@/features/admin/components/admin-page-header";
import { PublishedBadge } from "@/features/admin/components/badge";
import { CatalogueTabs } from "@/features/admin/components/catalogue/catalogue-tabs";
import { DataTable } from "@/components/ui/data-table";

const PROVIDER_LABELS = { youtube: "YouTube", vimeo: "Vimeo", self_hosted: "Archivo propio" } as const;

/** `/admin/catalogo/tutoriales`: videos sold on their own. */
export function TutorialsPage() {
  const tutorials = useAdminTutorialsQuery();
  const edit = (id: number) => `/admin/catalogo/tutoriales/${id}`;
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
      <DataTable
        caption="Tutoriales"
        busy={tutorials.isFetching}
        className="min-w-[56rem]"
        rows={tutorials.data?.results ?? []}
        rowKey={(video) => video.id}
        empty={tutorials.isLoading ? "Cargando tutoriales…" : "Todavía no hay tutoriales."}
        columns={[
          {
            header: "Tutorial",
            className: "max-w-80",
            cell: (video) => (
              <Link href={edit(video.id)} className="font-semibold underline-offset-2 hover:underline">
                {video.title}
              </Link>
            ),
          },
          { header: "Curso", cell: (video) => video.course?.title ?? "—" },
          {
            header: "Video",
            className: "whitespace-nowrap",
            cell: (video) => `${PROVIDER_LABELS[video.provider]}${video.durationSeconds ? ` · ${formatDuration(video.durationSeconds)}` : ""}`,
          },
          {
            header: "Precio",
            className: "whitespace-nowrap",
            cell: (video) =>
              video.prices
                .filter((price) => price.isActive)
                .map((price) => formatPrice(price.amount, price.currency))
                .join(" · ") || "Sin precio",
          },
          { header: "Estado", cell: (video) => <PublishedBadge published={video.isPublished} /> },
          {
            header: "Acciones",
            hiddenHeader: true,
            align: "right",
            cell: (video) => (
              <Link href={edit(video.id)} className={buttonClasses("outline-dark", "sm")} aria-label={`Editar «${video.title}»`}>
                Editar
              </Link>
            ),
          },
        ]}
      />
    </>
  );
}
