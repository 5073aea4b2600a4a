import { DEFAULT_REFERENCE_HZ, MAX_REFERENCE_HZ, MIN_REFERENCE_HZ } from "../signal/notes";

/**
 * What the studio remembers on this device (localStorage): the latency calibration, done once
 * per device, and the tuner's reference pitch. Values read back are checked, never trusted.
 */
const LATENCY_KEY = "fz.practice.latency";
const REFERENCE_KEY = "fz.practice.reference-hz";

export interface LatencyCalibration {
  latencyMs: number;
  calibratedAt: string;
}

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readLatency(): LatencyCalibration | null {
  try {
    const raw = storage()?.getItem(LATENCY_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<LatencyCalibration>;
    if (typeof value.latencyMs !== "number" || !Number.isFinite(value.latencyMs) || Math.abs(value.latencyMs) > 1000) return null;
    return { latencyMs: Math.round(value.latencyMs), calibratedAt: String(value.calibratedAt ?? "") };
  } catch {
    return null;
  }
}

export function saveLatency(latencyMs: number, now = new Date()): LatencyCalibration {
  const value = { latencyMs: Math.round(latencyMs), calibratedAt: now.toISOString() };
  storage()?.setItem(LATENCY_KEY, JSON.stringify(value));
  return value;
}

export function readReferenceHz(): number {
  const value = Number(storage()?.getItem(REFERENCE_KEY));
  return Number.isInteger(value) && value >= MIN_REFERENCE_HZ && value <= MAX_REFERENCE_HZ ? value : DEFAULT_REFERENCE_HZ;
}

export function saveReferenceHz(hz: number): void {
  storage()?.setItem(REFERENCE_KEY, String(hz));
}
