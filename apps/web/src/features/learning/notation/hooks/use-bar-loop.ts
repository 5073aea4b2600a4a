"use client";

import { useCallback, useState } from "react";
import type { PlayerHandleRef } from "@/features/learning/types/player-handle";
import type { SyncMap } from "@/features/learning/notation/utils/score-sync";

export interface BarRange {
  from: number;
  to: number;
}

/**
 * Bars as the way around the video: choosing a bar seeks there; while «Repetir compases» is
 * on, the first and the last bar chosen become the player's A–B loop.
 */
export function useBarLoop(map: SyncMap | null, handleRef: PlayerHandleRef) {
  const [pick, setPick] = useState<{ picking: boolean; start: number | null }>({ picking: false, start: null });
  const [loop, setLoop] = useState<BarRange | null>(null);

  const chooseBar = useCallback(
    (index: number) => {
      if (!map) return;
      const handle = handleRef.current;
      if (pick.picking) {
        if (pick.start === null) {
          setPick({ picking: true, start: index });
          return;
        }
        const from = Math.min(pick.start, index);
        const to = Math.max(pick.start, index);
        setPick({ picking: false, start: null });
        setLoop({ from, to });
        handle?.setLoop({ a: map.barStart(from), b: map.barEnd(to) });
        return;
      }
      handle?.seek(map.barStart(index));
    },
    [map, handleRef, pick],
  );

  const togglePicking = useCallback(() => setPick((current) => ({ picking: !current.picking, start: null })), []);

  const clearLoop = useCallback(() => {
    setLoop(null);
    handleRef.current?.setLoop(null);
  }, [handleRef]);

  return { pick, loop, chooseBar, togglePicking, clearLoop };
}
