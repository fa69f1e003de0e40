/** The smoke's table: one row per step with its time and outcome, then a one-line verdict. */

export type StepStatus = 'ok' | 'failed' | 'skipped';

export interface StepRow {
  step: string;
  /** Wall-clock time of the step; null for a step that never ran. */
  ms: number | null;
  status: StepStatus;
  /** What the step proved (ok), or why it failed (the answer's status and body). */
  detail: string;
}

const HEADER = ['step', 'ms', 'result', 'detail'] as const;

/** Bodies can carry newlines and runs of spaces; a table row cannot. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Text table, columns padded to their widest cell, the ms column right-aligned. */
export function formatTable(rows: readonly StepRow[]): string {
  const cells = rows.map((r) => [
    r.step,
    r.ms === null ? '-' : String(Math.round(r.ms)),
    r.status,
    oneLine(r.detail),
  ]);
  const widths = [0, 1, 2].map((i) => Math.max(HEADER[i]!.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: readonly string[]) =>
    [c[0]!.padEnd(widths[0]!), c[1]!.padStart(widths[1]!), c[2]!.padEnd(widths[2]!), c[3]]
      .join('  ')
      .trimEnd();
  return [line(HEADER), ...cells.map(line)].join('\n');
}

/** The verdict: every listed step passed, or the first step that failed and why. */
export function verdict(
  rows: readonly StepRow[],
  required: readonly string[],
): { passed: boolean; line: string } {
  const failed = rows.find((r) => r.status === 'failed');
  const missing = required.filter((step) => !rows.some((r) => r.step === step && r.status === 'ok'));
  const totalMs = rows.reduce((sum, r) => sum + (r.ms ?? 0), 0);
  if (!failed && missing.length === 0)
    return { passed: true, line: `PASSED: all ${required.length} steps in ${(totalMs / 1000).toFixed(1)} s` };
  if (failed) return { passed: false, line: `FAILED at step '${failed.step}': ${oneLine(failed.detail)}` };
  return { passed: false, line: `FAILED: steps not passed: ${missing.join(', ')}` };
}
