/** Academy records as the API sends them (snake_case), for web unit tests. */

export function wireLevelRef(overrides: Record<string, unknown> = {}) {
  return { id: 1, slug: "acordeon-basico", title: "Básico", ...overrides };
}

export function wireTopicSummary(overrides: Record<string, unknown> = {}) {
  return {
    id: 11,
    slug: "el-fuelle",
    title: "El fuelle",
    summary: "Abrir y cerrar con control.",
    position: 3,
    level: wireLevelRef(),
    is_free_preview: false,
    is_locked: false,
    access: "granted",
    has_video: true,
    duration_seconds: 6,
    viewed: false,
    finished: false,
    unlock: null,
    requirement: { rule: "finished", text: "Marca el tema como terminado", min_percent: null, min_bpm: null },
    ...overrides,
  };
}

export function wireProgress(overrides: Record<string, unknown> = {}) {
  return { viewed: 3, finished: 2, total: 8, percentage: 25, ...overrides };
}

export function wireTemary(themes: Record<string, unknown>[], overrides: Record<string, unknown> = {}) {
  return {
    count: themes.length,
    next: null,
    previous: null,
    results: themes,
    level: { ...wireLevelRef(), course: { id: 1, slug: "como-tocar-acordeon-vallenato", title: "Acordeón vallenato" } },
    access: { has_access: true, ends_at: null },
    progress: wireProgress(),
    unlock_mode: "open",
    requires_teacher_approval: false,
    ...overrides,
  };
}

export function wireRecommendation(overrides: Record<string, unknown> = {}) {
  return { kind: "none", message: "¡Felicitaciones!", theme: null, exercise: null, level: null, ...overrides };
}

export function wireQuizSummary(overrides: Record<string, unknown> = {}) {
  return {
    id: 5,
    level_id: 1,
    title: "Fundamentos del acordeón",
    description: "Comprueba lo aprendido.",
    position: 1,
    pass_mark: 70,
    questions_count: 2,
    best_score: null,
    attempts_count: 0,
    passed: false,
    last_seen: false,
    ...overrides,
  };
}

export function wireRate(overrides: Record<string, unknown> = {}) {
  return {
    id: 9,
    level_id: 1,
    score: 4,
    comment: "Muy claro",
    author: "Ana D.",
    is_mine: true,
    created_at: "2026-01-01T00:00:00.000Z",
    updated_at: "2026-01-01T00:00:00.000Z",
    ...overrides,
  };
}

export function wireStats(overrides: Record<string, unknown> = {}) {
  return {
    level_id: 1,
    count: 1,
    average: 4,
    distribution: [1, 2, 3, 4, 5].map((score) => ({ score, count: score === 4 ? 1 : 0 })),
    ...overrides,
  };
}
