import { describe, expect, it } from "vitest";
import { AUDIT_ACTION_OPTIONS, AUDIT_ENTITY_OPTIONS, auditActionLabel, auditEntityLabel } from "@/features/admin/utils/audit-labels";

describe("audit labels", () => {
  it("the filter offers the blog's posts and categories, the entities the blog module writes", () => {
    expect(AUDIT_ENTITY_OPTIONS).toEqual(
      expect.arrayContaining([
        { value: "blog_post", label: "Blog · entrada" },
        { value: "blog_category", label: "Blog · categoría" },
      ]),
    );
    for (const action of ["create", "update", "publish", "unpublish", "delete"]) {
      expect(AUDIT_ACTION_OPTIONS.map((option) => option.value)).toContain(`blog_post.${action}`);
    }
    expect(auditActionLabel("blog_post.publish")).toBe("Entrada publicada");
    expect(auditEntityLabel("blog_category")).toBe("Blog · categoría");
    // Unknown names are shown as they come, never hidden.
    expect(auditActionLabel("otro.cambio")).toBe("otro.cambio");
  });
});
