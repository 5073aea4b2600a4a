import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

vi.mock("next/navigation", () => ({
  usePathname: () => "/academia/niveles/1/ejercicios/5",
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), back: vi.fn() }),
}));

const { QuizPage } = await import("@/features/quizzes/components/quiz-page");
const { renderWithStore } = await import("@/test/render");
const { wireQuizSummary } = await import("@/test/academy-factories");
const { SUBMIT_ARM_MS } = await import("@/features/quizzes/components/quiz-navigation");

// Listed out of order: the page shows them by position.
const wireQuiz = wireQuizSummary({
  questions: [
    { id: 2, position: 2, prompt: "¿Qué botones?", kind: "multiple", options: [{ id: 20, text: "A" }, { id: 21, text: "B" }] },
    { id: 1, position: 1, prompt: "¿Qué es el fuelle?", kind: "single", options: [{ id: 10, text: "Aire" }, { id: 11, text: "Teclas" }] },
  ],
});

const wireLevel = (hasAccess: boolean) => ({
  id: 1,
  slug: "acordeon-basico",
  title: "Básico",
  description: "",
  position: 1,
  is_special: false,
  image: null,
  course: { id: 1, slug: "como-tocar-acordeon-vallenato", title: "Acordeón vallenato" },
  topics_count: 8,
  free_topics_count: 2,
  exercises_count: 1,
  prices: [],
  access: { has_access: hasAccess, ends_at: null },
  progress: null,
});

const wireResult = {
  id: 40,
  exercise_id: 5,
  score: 50,
  pass_mark: 70,
  passed: false,
  correct_count: 1,
  total_questions: 2,
  created_at: "2026-01-01T00:00:00.000Z",
  questions: [
    { question_id: 1, credit: 1, correct: true, selected_option_ids: [10], correct_option_ids: [10], explanation: "El fuelle mueve el aire." },
    { question_id: 2, credit: 0, correct: false, selected_option_ids: [], correct_option_ids: [21], explanation: "" },
  ],
};

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** Answers the exercise, its level and the attempt by path; every request is recorded. */
function stubApi({ hasAccess = true, status = 200 }: { hasAccess?: boolean; status?: number } = {}) {
  const requests: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = String(input);
      requests.push({ method: init.method ?? "GET", url, body: typeof init.body === "string" ? JSON.parse(init.body) : undefined });
      if (url.endsWith("/attempts/")) return json(wireResult);
      if (status !== 200) return json({ detail: "No encontrado." }, status);
      return json(url.includes("/exercises/") ? wireQuiz : wireLevel(hasAccess));
    }),
  );
  return requests;
}

describe("quiz page", () => {
  it("takes an attempt: one question at a time, a confirmation for the missing ones, the result, a retry", async () => {
    const requests = stubApi();
    vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
    renderWithStore(<QuizPage levelId={1} quizId={5} />);

    await screen.findByRole("heading", { level: 1, name: "Fundamentos del acordeón" });
    expect(screen.getAllByTestId("question")).toHaveLength(1);
    expect(screen.getByRole("group", { name: "Pregunta 1 de 2: ¿Qué es el fuelle?" })).toBeTruthy();

    fireEvent.click(screen.getByRole("radio", { name: "Aire" }));
    expect(screen.getByRole("button", { name: "Pregunta 1, respondida" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: /Siguiente/ }));
    expect(screen.getByRole("button", { name: "Pregunta 2" }).getAttribute("aria-current")).toBe("step");

    fireEvent.click(screen.getByRole("button", { name: "Todas" }));
    expect(screen.getAllByTestId("question")).toHaveLength(2);
    expect(screen.getByText("1 de 2 respondidas")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Enviar respuestas" }));
    const prompt = screen.getByRole("alertdialog", { name: "Te falta 1 pregunta por responder" });
    fireEvent.click(within(prompt).getByRole("button", { name: "Enviar de todos modos" }));

    const result = await screen.findByTestId("attempt-result");
    expect(requests.find((request) => request.method === "POST")?.body).toEqual({
      answers: [
        { question_id: 2, option_ids: [] },
        { question_id: 1, option_ids: [10] },
      ],
    });
    const heading = within(result).getByRole("heading", { name: "Aún no apruebas" });
    expect(document.activeElement).toBe(heading);
    expect(within(result).getByTestId("score").textContent).toBe("50 %");
    expect(within(result).getAllByTestId("question-feedback")).toHaveLength(2);
    expect(within(result).getByText("El fuelle mueve el aire.")).toBeTruthy();

    fireEvent.click(within(result).getAllByRole("button", { name: "Intentar de nuevo" })[0]!);
    expect(screen.queryByTestId("attempt-result")).toBeNull();
    // A retry keeps the mode the student chose and starts with no answers.
    expect(screen.getAllByTestId("question")).toHaveLength(2);
    expect(screen.getByText("0 de 2 respondidas")).toBeTruthy();
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 });
  });

  it("never sends the attempt from Siguiente, even when it lands on the last question", async () => {
    // Issue 15.1: the Siguiente button node used to turn into the submit button while its
    // own click was being handled, so the browser submitted the form on arrival.
    const requests = stubApi();
    renderWithStore(<QuizPage levelId={1} quizId={5} />);
    await screen.findByRole("heading", { level: 1, name: "Fundamentos del acordeón" });

    fireEvent.click(screen.getByRole("radio", { name: "Aire" }));
    fireEvent.click(screen.getByRole("button", { name: /Siguiente/ }));
    expect(screen.getByRole("button", { name: "Pregunta 2" }).getAttribute("aria-current")).toBe("step");
    expect(screen.queryByRole("alertdialog")).toBeNull();

    fireEvent.click(screen.getByRole("checkbox", { name: "B" }));
    fireEvent.click(screen.getByRole("button", { name: /Anterior/ }));
    const next = screen.getByRole("button", { name: /Siguiente/ });
    fireEvent.click(next);
    await new Promise((resolve) => setTimeout(resolve, 20));
    // A browser runs a button's default action after its click handlers: the node that was
    // clicked must not be the submit button now (happy-dom does not submit by itself).
    expect(screen.getByRole("button", { name: "Enviar respuestas" })).not.toBe(next);
    expect(next.isConnected).toBe(false);
    expect(screen.queryByTestId("attempt-result")).toBeNull();
    expect(requests.filter((request) => request.method === "POST")).toHaveLength(0);
    expect(screen.getByRole("button", { name: "Enviar respuestas" }).getAttribute("type")).toBe("submit");
    expect(screen.queryByRole("button", { name: /Siguiente/ })).toBeNull();
  });

  it("a double-click on Siguiente before the last question does not send the attempt (issue 35.8)", async () => {
    const requests = stubApi();
    renderWithStore(<QuizPage levelId={1} quizId={5} />);
    await screen.findByRole("heading", { level: 1, name: "Fundamentos del acordeón" });
    fireEvent.click(screen.getByRole("radio", { name: "Aire" }));
    fireEvent.click(screen.getByRole("button", { name: /Siguiente/ }), { detail: 1 });
    // The second click of the double-click lands on the button that took Siguiente's place.
    const submit = screen.getByRole("button", { name: "Enviar respuestas" });
    expect(fireEvent.click(submit, { detail: 2 })).toBe(false);
    // So does a fast second tap, which counts as a first click.
    expect(fireEvent.click(submit, { detail: 1 })).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, SUBMIT_ARM_MS + 20));
    expect(requests.filter((request) => request.method === "POST")).toHaveLength(0);
    expect(screen.queryByTestId("attempt-result")).toBeNull();
    // Once it has been on screen, a deliberate click sends it.
    expect(fireEvent.click(submit, { detail: 1 })).toBe(true);
  });

  it("lets a student without access read the questions, not send them", async () => {
    stubApi({ hasAccess: false });
    renderWithStore(<QuizPage levelId={1} quizId={5} />);

    await screen.findByTestId("unlock-prompt");
    fireEvent.click(screen.getByRole("button", { name: "Todas" }));
    expect(screen.getAllByTestId("question")).toHaveLength(2);
    expect(screen.queryByRole("button", { name: "Enviar respuestas" })).toBeNull();
  });

  it("says so when the exercise does not exist", async () => {
    stubApi({ status: 404 });
    renderWithStore(<QuizPage levelId={1} quizId={5} />);

    await screen.findByRole("heading", { name: "Ejercicio no encontrado" });
    expect(screen.getByRole("link", { name: "Volver al nivel" }).getAttribute("href")).toBe("/academia/niveles/1");
  });
});
