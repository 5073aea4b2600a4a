import { describe, expect, it } from "vitest";
import { COURSE_COPY } from "@/config/course-copy";
import { COURSE_KEYS, COURSE_SLUG_LIST, COURSE_SLUGS, courseKeyOf, isCourseSlug } from "@/config/courses";

describe("course slug map (spec §2, §3)", () => {
  it("has exactly the six keys and slugs of the spec", () => {
    expect(COURSE_SLUGS).toEqual({
      acordeon: "como-tocar-acordeon-vallenato",
      guitarra: "como-tocar-guitarra",
      percusion: "como-tocar-caja-vallenata",
      percusionGuacharaca: "como-tocar-guacharaca-vallenata",
      guitarraVallenata: "como-tocar-guitarra-vallenata",
      guitarraUrbana: "como-tocar-guitarra-urbana",
    });
    expect(new Set(COURSE_SLUG_LIST).size).toBe(6);
  });

  it("recognises course slugs and maps them back to their key", () => {
    expect(isCourseSlug("como-tocar-caja-vallenata")).toBe(true);
    expect(isCourseSlug("cursos")).toBe(false);
    expect(isCourseSlug("como-tocar-piano")).toBe(false);
    expect(courseKeyOf("como-tocar-guacharaca-vallenata")).toBe("percusionGuacharaca");
    expect(courseKeyOf("blog")).toBeUndefined();
  });

  it("gives every course its own Spanish copy", () => {
    for (const key of COURSE_KEYS) {
      const copy = COURSE_COPY[key];
      expect(copy.headline).toMatch(/^Cómo tocar /);
      expect(copy.outcomes).toHaveLength(3);
      expect(copy.faq.length).toBeGreaterThanOrEqual(2);
    }
  });
});
