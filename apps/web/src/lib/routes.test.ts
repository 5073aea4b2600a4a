import { describe, expect, it } from "vitest";
import { afterSignInPath, homePathFor, safeNextPath } from "@/lib/routes";

describe("where signing in lands", () => {
  it("an admin lands in the back office; a student in the academy", () => {
    expect(homePathFor("admin")).toBe("/admin");
    expect(homePathFor("student")).toBe("/academia");
    expect(afterSignInPath(null, "admin")).toBe("/admin");
    expect(afterSignInPath(null, "student")).toBe("/academia");
    // The academy's front door is the default the sign-in links carry: an admin goes to /admin.
    expect(afterSignInPath("/academia", "admin")).toBe("/admin");
  });

  it("keeps a page asked for, and refuses other sites", () => {
    expect(afterSignInPath("/academia/puntos", "admin")).toBe("/academia/puntos");
    expect(afterSignInPath("/admin/pedidos", "student")).toBe("/admin/pedidos");
    expect(afterSignInPath("https://otro.example", "admin")).toBe("/admin");
    expect(afterSignInPath("//otro.example", "student")).toBe("/academia");
    expect(safeNextPath("/\\\\otro.example")).toBe("/academia");
  });
});
