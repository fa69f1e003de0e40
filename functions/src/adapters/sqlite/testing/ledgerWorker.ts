/**
 * Child process for the kill -9 test: opens the shared SQLite file, says "ready", then moves
 * credits for ever. Each transaction reads an account's balance, writes a ledger entry and the
 * new balance together, the way the credits code does, until the test kills the process.
 *
 * usage: tsx ledgerWorker.ts <file> <workerName>
 */
import { randomUUID } from 'node:crypto';
import { SqliteDocumentStore } from '../documentStore.js';

const [file, name] = process.argv.slice(2);
if (!file || !name) throw new Error('usage: ledgerWorker.ts <file> <workerName>');

const ACCOUNTS = ['a', 'b', 'c', 'd'];
const store = new SqliteDocumentStore(file);
process.stdout.write('ready\n');

for (let n = 0; ; n++) {
  const account = ACCOUNTS[n % ACCOUNTS.length] as string;
  const amount = (n % 7) - 2;
  await store.runTransaction(async (tx) => {
    const current = await tx.get(`balances/${account}`);
    tx.create(`ledger/${account}-${name}-${randomUUID()}`, { account, amount, by: name });
    tx.set(`balances/${account}`, { value: ((current?.value as number | undefined) ?? 0) + amount });
  });
}
