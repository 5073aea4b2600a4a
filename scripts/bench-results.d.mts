// Types for scripts/bench-results.mjs (used by the TypeScript benchmarks).
export interface MachineFacts {
  commit: string | null;
  uncommitted_changes: boolean | null;
  node: string;
  os: string;
  cpus: number;
  cpu_model: string | null;
  memory_gb: number;
  load_average: number[];
}
export function machineFacts(): MachineFacts;
export function writeBenchResult(name: string, startedAt: Date, startedFacts: MachineFacts, result: Record<string, unknown>): string;
