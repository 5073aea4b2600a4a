import { describe, expect, it } from "vitest";
import {
  EMPTY_STUDENT_FILTERS,
  dateRangeError,
  nextOrdering,
  parseStudentSearchParams,
  sortDirection,
  studentSearchParams,
  studentsApiQuery,
  type StudentListState,
} from "@/features/admin/utils/student-filters";

const plain: StudentListState = { filters: EMPTY_STUDENT_FILTERS, ordering: "-created_at", page: 1 };

describe("students filters ↔ page URL", () => {
  it("leaves a plain list without parameters", () => {
    expect(studentSearchParams(plain)).toBe("");
    expect(parseStudentSearchParams(new URLSearchParams(""))).toEqual(plain);
  });

  it("round-trips every filter, the ordering and the page with Spanish names", () => {
    const state: StudentListState = {
      filters: {
        q: "Lucía Peña",
        country: "20",
        instrument: "3",
        hasAccess: "false",
        registeredFrom: "2026-01-01",
        registeredTo: "2026-03-31",
        status: "deactivated",
      },
      ordering: "email",
      page: 3,
    };
    const query = studentSearchParams(state);
    expect(query).toBe(
      "q=Luc%C3%ADa+Pe%C3%B1a&pais=20&instrumento=3&acceso=false&desde=2026-01-01&hasta=2026-03-31&estado=deactivated&orden=email&pagina=3",
    );
    expect(parseStudentSearchParams(new URLSearchParams(query))).toEqual(state);
  });

  it("drops malformed values instead of sending them to the API", () => {
    const state = parseStudentSearchParams(
      new URLSearchParams("pais=abc&instrumento=-1&acceso=quizas&desde=01/02/2026&estado=borrado&orden=password&pagina=0"),
    );
    expect(state).toEqual(plain);
  });
});

describe("students filters → API query", () => {
  it("sends only the filters in use, typed as the API expects", () => {
    expect(studentsApiQuery(EMPTY_STUDENT_FILTERS)).toEqual({
      q: undefined,
      country: undefined,
      instrument: undefined,
      hasAccess: undefined,
      registeredFrom: undefined,
      registeredTo: undefined,
      status: undefined,
    });
    expect(
      studentsApiQuery({ ...EMPTY_STUDENT_FILTERS, q: "  lucia@ ", country: "20", hasAccess: "true", registeredTo: "2026-02-01", status: "active" }),
    ).toMatchObject({ q: "lucia@", country: 20, hasAccess: true, registeredTo: "2026-02-01", status: "active" });
    expect(studentsApiQuery({ ...EMPTY_STUDENT_FILTERS, hasAccess: "false" }).hasAccess).toBe(false);
  });
});

describe("sorting by column headers", () => {
  it("cycles a column between ascending and descending, dates newest first", () => {
    expect(nextOrdering("-created_at", "name")).toBe("name");
    expect(nextOrdering("name", "name")).toBe("-name");
    expect(nextOrdering("-name", "name")).toBe("name");
    expect(nextOrdering("name", "last_login_at")).toBe("-last_login_at");
    expect(nextOrdering("-created_at", "created_at")).toBe("created_at");
  });

  it("tells each header its aria-sort", () => {
    expect(sortDirection("-email", "email")).toBe("descending");
    expect(sortDirection("email", "email")).toBe("ascending");
    expect(sortDirection("email", "name")).toBe("none");
  });

  it("refuses a registration range that ends before it starts", () => {
    expect(dateRangeError("2026-03-01", "2026-02-01")).toBe("La fecha inicial no puede ser posterior a la final.");
    expect(dateRangeError("2026-02-01", "2026-02-01")).toBeNull();
    expect(dateRangeError("", "2026-02-01")).toBeNull();
  });
});
