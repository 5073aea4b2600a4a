import { type MetronomeSettings, type ScheduledStep, type SchedulerState, scheduleUntil } from "../signal/scheduler";
import { playSound } from "./voices";

/** How far ahead of the audio clock the sounds are handed to Web Audio. */
const LOOKAHEAD_SECONDS = 0.12;
/** The first step starts this long after pressing start (room to schedule it). */
const START_DELAY_SECONDS = 0.1;

/**
 * The metronome (the "two clocks" pattern): a worker ticks every 25 ms; each tick schedules,
 * on the audio clock, every step that starts within the lookahead. Sample-accurate clicks, no
 * setInterval drift. `onStep` hears each scheduled step (with its audio time) for the visuals
 * and for "Escúchame"'s expected beats.
 */
export class MetronomeEngine {
  private settings: MetronomeSettings;
  private state: SchedulerState | null = null;
  private ticker: Worker | null = null;
  private readonly output: GainNode;

  constructor(
    readonly context: AudioContext,
    settings: MetronomeSettings,
    private readonly onStep: (step: ScheduledStep) => void,
  ) {
    this.settings = settings;
    this.output = context.createGain();
    this.output.gain.value = 0.8;
    this.output.connect(context.destination);
  }

  get running(): boolean {
    return this.state !== null;
  }

  update(settings: MetronomeSettings): void {
    this.settings = settings;
  }

  setVolume(volume: number): void {
    this.output.gain.setTargetAtTime(volume, this.context.currentTime, 0.02);
  }

  async start(): Promise<void> {
    if (this.state) return;
    if (this.context.state !== "running") await this.context.resume();
    this.state = { step: 0, time: this.context.currentTime + START_DELAY_SECONDS };
    this.ticker ??= new Worker(new URL("./ticker.worker.ts", import.meta.url), { name: "fz-metronome-ticker" });
    this.ticker.onmessage = () => this.schedule();
    this.ticker.postMessage("start");
    this.schedule();
  }

  stop(): void {
    this.state = null;
    this.ticker?.postMessage("stop");
  }

  dispose(): void {
    this.stop();
    this.ticker?.terminate();
    this.ticker = null;
    this.output.disconnect();
  }

  private schedule(): void {
    if (!this.state) return;
    const { steps, state } = scheduleUntil(this.state, this.settings, this.context.currentTime + LOOKAHEAD_SECONDS);
    this.state = state;
    for (const step of steps) {
      for (const sound of step.sounds) playSound(this.context, this.output, sound, step.time);
      this.onStep(step);
    }
  }
}
