"use client";

import type { ButtonTab } from "@fz/contracts/button-tab";
import { drawButtonTab } from "@fz/contracts/button-tab-drawing";
import { useMemo } from "react";
import { ButtonTabShapes, useContentWidth } from "@/components/ui/button-tab-shapes";

/**
 * The tablature being written or imported, drawn as the student will see it (issue 39): both
 * hands' buttons and the bellows, redrawn as the text changes while it reads without mistakes.
 */
export function ButtonTabPreview({ tab }: { tab: ButtonTab }) {
  const [boxRef, width] = useContentWidth();
  const drawing = useMemo(() => (width > 0 ? drawButtonTab(tab, width) : null), [tab, width]);
  return (
    <figure className="flex flex-col gap-1" data-testid="tab-preview">
      <figcaption className="text-sm font-semibold">Vista previa</figcaption>
      <div ref={boxRef} role="region" aria-label="Vista previa de la tablatura (desplázate con las flechas)" tabIndex={0} className="max-h-80 min-w-0 overflow-auto rounded-lg border border-neutral-200 bg-white p-2 focus-visible:outline-2 focus-visible:outline-primary">
        {drawing ? (
          <svg
            viewBox={`0 0 ${drawing.width} ${drawing.height}`}
            width={drawing.width}
            height={drawing.height}
            className="block max-w-full"
            role="img"
            aria-label={`Vista previa de la tablatura de botones, ${tab.bars.length} ${tab.bars.length === 1 ? "compás" : "compases"}: los pitos, el fuelle, los bajos y los acordes.`}
          >
            <ButtonTabShapes drawing={drawing} />
          </svg>
        ) : null}
      </div>
    </figure>
  );
}
