import { describe, expect, it } from "vitest";
import { grantTargetLabel } from "@/features/admin/utils/grant-labels";

const course = { id: 1, slug: "como-tocar-acordeon-vallenato", title: "Acordeón vallenato" };

describe("grant target label", () => {
  it("names the course of a level or a tutorial: «Curso · Nivel»", () => {
    expect(grantTargetLabel({ scope: "level", target: { id: 3, slug: "acordeon-basico", title: "Básico", course } })).toBe("Acordeón vallenato · Básico");
    expect(grantTargetLabel({ scope: "video", target: { id: 8, slug: "la-gota-fria", title: "La gota fría", course } })).toBe("Acordeón vallenato · La gota fría");
  });

  it("a course is its own name; the whole catalogue and deleted content say so", () => {
    expect(grantTargetLabel({ scope: "course", target: { id: 1, slug: course.slug, title: course.title, course } })).toBe("Acordeón vallenato");
    expect(grantTargetLabel({ scope: "all", target: null })).toBe("Todo el catálogo");
    expect(grantTargetLabel({ scope: "level", target: null })).toBe("Contenido eliminado");
    expect(grantTargetLabel({ scope: "video", target: { id: 8, slug: "x", title: "Suelto", course: null } })).toBe("Suelto");
  });
});
