import type { ReactNode } from "react";
import { cx } from "@/lib/cx";

/** Eyebrow, title and lead of a page section; the title's id labels the section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  align = "left",
  tone = "light",
}: {
  id: string;
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  align?: "left" | "center";
  tone?: "light" | "dark";
}) {
  return (
    <div className={cx("flex flex-col gap-3", align === "center" && "items-center text-center")}>
      {eyebrow ? (
        <p className={cx("text-sm font-bold tracking-wide uppercase", tone === "dark" ? "text-primary" : "text-primary-ink")}>
          {eyebrow}
        </p>
      ) : null}
      <h2 id={id} className="max-w-3xl text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
        {title}
      </h2>
      {lead ? (
        <p className={cx("max-w-2xl text-lg leading-relaxed", tone === "dark" ? "text-neutral-200" : "text-neutral-700")}>{lead}</p>
      ) : null}
    </div>
  );
}
