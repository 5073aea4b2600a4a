import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { LevelItem, TopicItem } from "@/features/catalogue/api/catalogue-public-api";
import { CourseSyllabus } from "@/features/catalogue/components/course-syllabus";
import { formatDuration } from "@/lib/academy-format";
import { toCamel } from "@/lib/case";
import { wireTopicSummary } from "@/test/academy-factories";

const level = { id: 1, slug: "acordeon-basico", title: "Básico", description: "Primeros pasos", position: 1 } as unknown as LevelItem;

describe("CourseSyllabus", () => {
  it("labels a topic's length with the academy's one formatter, from the stored seconds", () => {
    const topics = [
      toCamel(wireTopicSummary({ id: 1, slug: "a", title: "La postura", position: 1, duration_seconds: 6 })),
      toCamel(wireTopicSummary({ id: 2, slug: "b", title: "El fuelle", position: 2, duration_seconds: 42 })),
      toCamel(wireTopicSummary({ id: 3, slug: "c", title: "Los bajos", position: 3, duration_seconds: 95 })),
    ] as unknown as TopicItem[];
    render(<CourseSyllabus levels={[level]} topics={topics} />);
    // The academy shows "6 s" for the same topic: the landing page must not round it to "1 min".
    expect(screen.getByText("6 s")).toBeTruthy();
    expect(screen.getByText("42 s")).toBeTruthy();
    expect(screen.getByText(formatDuration(95))).toBeTruthy();
    expect(screen.queryByText("1 min")).toBeNull();
  });

  it("says «1 tema», not «1 temas» (issue 35.13)", () => {
    const one = { ...level, topicsCount: 1, freeTopicsCount: 0 } as unknown as LevelItem;
    const two = { ...level, id: 2, slug: "acordeon-intermedio", title: "Intermedio", topicsCount: 2, freeTopicsCount: 0 } as unknown as LevelItem;
    render(<CourseSyllabus levels={[one, two]} topics={[]} />);
    expect(screen.getByText("1 tema")).toBeTruthy();
    expect(screen.getByText("2 temas")).toBeTruthy();
  });
});
