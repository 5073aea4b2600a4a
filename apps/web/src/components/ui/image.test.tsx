import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Image } from "@/components/ui/image";
import nextConfig from "../../../next.config";

function srcOf(img: HTMLElement): string {
  return decodeURIComponent(img.getAttribute("src") ?? "");
}

describe("Image", () => {
  it("the optimiser accepts only quality 75 (spec §7, §9; issue 35.14 — the journey asks it for 50 and is refused)", () => {
    expect(nextConfig.images?.qualities).toEqual([75]);
  });

  it("goes through the optimiser with quality 75 by default", () => {
    render(<Image alt="Acordeón" src="/img/a.png" width={640} height={480} />);
    const src = new URL(screen.getByAltText("Acordeón").getAttribute("src") ?? "", window.location.href);
    expect(src.pathname).toBe("/_next/image");
    expect(src.searchParams.get("url")).toBe("/img/a.png");
    expect(Number(src.searchParams.get("w"))).toBeGreaterThan(0);
    expect(src.searchParams.get("q")).toBe("75");
  });

  it("switches once to the fallback on error and never retries", () => {
    render(<Image alt="Portada" src="/img/broken.png" fallbackSrc="/img/fallback.png" width={640} height={480} />);
    const img = screen.getByAltText("Portada");
    expect(srcOf(img)).toContain("url=/img/broken.png");

    // Every src the element shows, after each load error.
    const seen = [srcOf(img)];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      fireEvent.error(screen.getByAltText("Portada"));
      seen.push(srcOf(screen.getByAltText("Portada")));
    }
    // One swap to the fallback; its own failures change nothing (no loop back, no retry).
    expect(seen[1]).toContain("url=/img/fallback.png");
    expect(seen.slice(1).every((src) => src === seen[1])).toBe(true);
  });

  it("keeps the original source when there is no fallback", () => {
    render(<Image alt="Sin respaldo" src="/img/broken.png" width={10} height={10} />);
    fireEvent.error(screen.getByAltText("Sin respaldo"));
    expect(srcOf(screen.getByAltText("Sin respaldo"))).toContain("url=/img/broken.png");
  });

  it("is responsive by default: width and height 100%", () => {
    render(<Image alt="Resp" src="/img/a.png" width={640} height={480} />);
    const img = screen.getByAltText("Resp");
    expect(img.style.width).toBe("100%");
    expect(img.style.height).toBe("100%");
  });

  it("fills its container when responsive without dimensions", () => {
    render(<Image alt="Fill" src="/img/a.png" />);
    const img = screen.getByAltText("Fill");
    expect(img.style.position).toBe("absolute");
    expect(img.style.width).toBe("100%");
    expect(img.style.height).toBe("100%");
  });

  it("fetches a priority image eagerly and at high priority; others lazily, at the browser's choice", () => {
    render(
      <>
        <Image alt="Portada" src="/img/a.png" width={640} height={480} priority />
        <Image alt="Tarjeta" src="/img/b.png" width={640} height={480} />
      </>,
    );
    const cover = screen.getByAltText("Portada");
    expect(cover.getAttribute("fetchpriority")).toBe("high");
    expect(cover.getAttribute("loading")).not.toBe("lazy");
    const card = screen.getByAltText("Tarjeta");
    expect(card.getAttribute("fetchpriority")).toBeNull();
    expect(card.getAttribute("loading")).toBe("lazy");
  });
});
