/// <reference lib="webworker" />
/**
 * The metronome's heartbeat: a tick every 25 ms from a worker, whose timers are not slowed to
 * once a second in a background tab as the page's are. The ticks only wake the scheduler; the
 * clicks' times come from the audio clock.
 */
const scope = self as unknown as DedicatedWorkerGlobalScope;
let timer: ReturnType<typeof setInterval> | null = null;

scope.onmessage = (event: MessageEvent<"start" | "stop">) => {
  if (timer !== null) clearInterval(timer);
  timer = event.data === "start" ? setInterval(() => scope.postMessage("tick"), 25) : null;
};
