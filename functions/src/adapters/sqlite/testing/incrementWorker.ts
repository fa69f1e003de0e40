/**
 * Child process for the cross-process test: opens the shared SQLite file, says "ready", waits
 * for "go" on stdin (so all processes contend at once), then runs N concurrent increments and
 * one create-if-absent claim, and prints what it did as JSON.
 *
 * usage: tsx incrementWorker.ts <file> <increments> <workerName>
 */
import { createInterface } from 'node:readline';
import { SqliteDocumentStore } from '../documentStore.js';

const [file, count, name] = process.argv.slice(2);
if (!file || !count || !name) throw new Error('usage: incrementWorker.ts <file> <increments> <workerName>');

const store = new SqliteDocumentStore(file);
let runs = 0;

const lines = createInterface({ input: process.stdin });
process.stdout.write('ready\n');
for await (const line of lines) if (line.trim() === 'go') break;
lines.close();

const increments = Array.from({ length: Number(count) }, () =>
  store.runTransaction(async (tx) => {
    runs += 1;
    const counter = await tx.get('counters/shared');
    tx.set('counters/shared', { value: ((counter?.value as number | undefined) ?? 0) + 1 });
  }),
);
const claim = store.runTransaction(async (tx) => {
  if (await tx.get('claims/first')) return false;
  tx.create('claims/first', { by: name });
  return true;
});
const [claimed] = await Promise.all([claim, ...increments]);
await store.close();
process.stdout.write(`${JSON.stringify({ runs, claimed })}\n`);
