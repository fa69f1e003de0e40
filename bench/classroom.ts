/**
 * The classroom edition on the local stack (issue 31): one lesson for a class of 25, made by the
 * offline engines in the background, timed from createClass until every book is ready (all 10
 * pictures drawn), as the class page polls it. Budget: under 2 minutes.
 */
import { buyClassroomPacks, freshEducator } from '../e2e/educators.js';
import { userCall } from '../e2e/parents.js';

export const CLASS_SIZE = Number(process.env.BENCH_CLASS_SIZE ?? 25);
const BUDGET_MS = 120_000;
const POLL_MS = 500;
const TIMEOUT_MS = 600_000;

const LOOKS = [
  { preset: 'fair_blond' },
  { preset: 'medium_brown' },
  { preset: 'dark_black' },
  { preset: 'warm_black' },
];
const NAMES = [
  'Ava',
  'Ben',
  'Cleo',
  'Dev',
  'Emi',
  'Finn',
  'Gia',
  'Hugo',
  'Ivy',
  'Jai',
  'Kai',
  'Lina',
  'Milo',
];

interface Status {
  total: number;
  done: number;
  failed: number;
  books: { status: string }[];
}

export async function classroomTable(): Promise<void> {
  const educator = await freshEducator('Bench Educator', 'Bench Room');
  await buyClassroomPacks(educator.token, 1);
  const children = Array.from({ length: CLASS_SIZE }, (_, i) => ({
    name: `${NAMES[i % NAMES.length]}${i >= NAMES.length ? ` ${Math.floor(i / NAMES.length) + 1}` : ''}`,
    look: LOOKS[i % LOOKS.length],
  }));
  const started = performance.now();
  const made = await userCall(educator.token, 'createClass', {
    lesson: { moral: 'kindness', ageGroup: '5-7years', idea: 'sharing crayons at the art table' },
    children,
  });
  if (!made.ok) throw new Error(`createClass answered ${made.status}: ${await made.text()}`);
  const { classId } = (await made.json()) as { classId: string };
  const firstReadyAt: number[] = [];
  let status: Status | null = null;
  for (;;) {
    const res = await userCall(educator.token, 'classStatus', { classId });
    if (res.ok) {
      status = (await res.json()) as Status;
      while (firstReadyAt.length < status.done) firstReadyAt.push(performance.now() - started);
      const settled = status.books.every((b) => b.status !== 'writing' && b.status !== 'drawing');
      if (settled) break;
    } else await res.arrayBuffer();
    if (performance.now() - started > TIMEOUT_MS) break;
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
  const totalMs = performance.now() - started;
  console.log(`\nClassroom: one lesson for a class of ${CLASS_SIZE} on the local stack (offline engines)\n`);
  console.log('| step | ms | budget |');
  console.log('|---|---:|---:|');
  console.log(`| first book ready | ${firstReadyAt[0]?.toFixed(0) ?? 'none'} | |`);
  console.log(
    `| half the class ready | ${firstReadyAt[Math.ceil(CLASS_SIZE / 2) - 1]?.toFixed(0) ?? 'not reached'} | |`,
  );
  console.log(`| all ${CLASS_SIZE} books ready | ${totalMs.toFixed(0)} | < ${BUDGET_MS} |`);
  console.log(`\n${status?.done ?? 0} ready, ${status?.failed ?? 0} failed of ${CLASS_SIZE}.`);
  if (!status || status.done !== CLASS_SIZE) console.log('NOT ALL BOOKS WERE MADE: see the functions log.');
}
