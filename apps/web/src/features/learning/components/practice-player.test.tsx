import { act, fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { PracticePlayer } from "@/features/learning/components/practice-player";

const video = { provider: "self_hosted" as const, src: "/api/media/videos/muestra.mp4?expires=1&signature=x", embedUrl: null, durationSeconds: 60 };

function renderPlayer() {
  render(<PracticePlayer video={video} title="El fuelle" />);
  const element = document.querySelector("video")!;
  Object.defineProperty(element, "duration", { configurable: true, value: 60 });
  return element;
}

function press(key: string) {
  act(() => {
    fireEvent.keyDown(document.body, { key });
  });
}

describe("PracticePlayer controls", () => {
  it("names every control and starts with neither loop nor mirror", () => {
    renderPlayer();
    expect(screen.getByRole("region", { name: "Reproductor de práctica: El fuelle" })).toBeTruthy();
    for (const name of ["Retroceder 5 segundos", "Adelantar 5 segundos", "Marcar inicio del bucle (A)", "Marcar final del bucle (B)", "Quitar bucle", "Atajos de teclado"]) {
      expect(screen.getByRole("button", { name })).toBeTruthy();
    }
    expect(screen.getByRole("button", { name: "Modo espejo" }).getAttribute("aria-pressed")).toBe("false");
    expect((screen.getByLabelText("Velocidad de reproducción") as HTMLSelectElement).value).toBe("1");
  });

  it("moves the seek bar with the video's time, and seeks from it", () => {
    const element = renderPlayer();
    const seekBar = screen.getByLabelText("Posición del video") as HTMLInputElement;
    fireEvent.loadedMetadata(element);
    element.currentTime = 12.5;
    fireEvent.timeUpdate(element);
    expect(seekBar.value).toBe("12.5");
    expect(seekBar.getAttribute("aria-valuetext")).toMatch(/^12 segundos de 1 minuto/);
    expect(screen.getByText("0:12")).toBeTruthy();
    fireEvent.change(seekBar, { target: { value: "30" } });
    expect(element.currentTime).toBe(30);
    expect(screen.getByText("0:30")).toBeTruthy();
  });

  it("mirrors the image with M and with the button", () => {
    const element = renderPlayer();
    press("m");
    expect(element.style.transform).toBe("scaleX(-1)");
    expect(screen.getByRole("button", { name: "Modo espejo" }).getAttribute("aria-pressed")).toBe("true");
    fireEvent.click(screen.getByRole("button", { name: "Modo espejo" }));
    expect(element.style.transform).toBe("");
  });

  it("steps the speed with [ and ] and from the list", () => {
    const element = renderPlayer();
    press("[");
    expect(element.playbackRate).toBe(0.9);
    press("[");
    press("[");
    press("[");
    press("[");
    expect(element.playbackRate).toBe(0.5);
    press("]");
    expect(element.playbackRate).toBe(0.75);
    fireEvent.change(screen.getByLabelText("Velocidad de reproducción"), { target: { value: "1.25" } });
    expect(element.playbackRate).toBe(1.25);
  });

  it("marks A and B at the current time and clears the loop with L", () => {
    const element = renderPlayer();
    element.currentTime = 10;
    press("a");
    element.currentTime = 14;
    press("b");
    expect(screen.getByTestId("loop-status").textContent).toBe("Bucle A–B: 0:10,0 → 0:14,0. Se repite sin pausa.");
    expect(screen.getByRole("button", { name: "Marcar final del bucle (B)" }).getAttribute("aria-pressed")).toBe("true");
    press("l");
    expect(screen.queryByTestId("loop-status")).toBeNull();
  });

  it("skips 5 s with the arrows and shows the shortcuts with ?", () => {
    const element = renderPlayer();
    element.currentTime = 20;
    press("ArrowRight");
    expect(element.currentTime).toBe(25);
    press("ArrowLeft");
    press("ArrowLeft");
    expect(element.currentTime).toBe(15);
    const help = screen.getByRole("button", { name: "Atajos de teclado" });
    expect(help.getAttribute("aria-expanded")).toBe("false");
    // The list is rendered only once the panel opens.
    expect(screen.queryByText("Marcar el inicio del bucle (A)")).toBeNull();
    press("?");
    expect(help.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByText("Marcar el inicio del bucle (A)")).toBeTruthy();
  });

  it("leaves keys typed in a field alone", () => {
    const element = renderPlayer();
    const input = document.createElement("input");
    document.body.appendChild(input);
    act(() => {
      fireEvent.keyDown(input, { key: "m" });
    });
    expect(element.style.transform).toBe("");
    input.remove();
  });
});

describe("PracticePlayer with an embedded provider", () => {
  const youtube = { provider: "youtube" as const, src: null, embedUrl: "https://www.youtube-nocookie.com/embed/M7lc1UVf-VE", durationSeconds: null };

  it("says so, in Spanish, when the provider's player never answers, and tries again on request", () => {
    vi.useFakeTimers();
    try {
      render(<PracticePlayer video={youtube} title="El paseo" />);
      const frame = document.querySelector("iframe")!;
      expect(frame.src).toContain("enablejsapi=1");
      act(() => {
        fireEvent.load(frame);
      });
      act(() => {
        vi.advanceTimersByTime(3_000);
      });
      expect(screen.queryByRole("alert")).toBeNull();
      act(() => {
        vi.advanceTimersByTime(4_000);
      });
      expect(screen.getByRole("alert").textContent).toContain("No pudimos conectar con el reproductor de YouTube.");
      fireEvent.click(screen.getByRole("button", { name: "Intentar de nuevo" }));
      expect(screen.queryByRole("alert")).toBeNull();
      // A new frame replaces the one that failed.
      expect(document.querySelector("iframe")).not.toBe(frame);
    } finally {
      vi.useRealTimers();
    }
  });

  it("stays quiet once the provider answers", () => {
    vi.useFakeTimers();
    try {
      render(<PracticePlayer video={youtube} title="El paseo" />);
      const frame = document.querySelector("iframe")!;
      act(() => {
        fireEvent.load(frame);
      });
      act(() => {
        window.dispatchEvent(
          new MessageEvent("message", { data: JSON.stringify({ event: "onReady" }), origin: "https://www.youtube-nocookie.com", source: frame.contentWindow }),
        );
      });
      act(() => {
        vi.advanceTimersByTime(10_000);
      });
      expect(screen.queryByRole("alert")).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
