/**
 * What the stand-in remembers, kept in one JSON file so sessions, payments and undelivered events
 * survive a restart of `npm start` (as they would at Stripe).
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { StoredEvent } from './events.js';
import type { StoredSession } from './sessions.js';

export interface IdempotentAnswer {
  /** The request the key was first used with; another request with the key is refused. */
  fingerprint: string;
  status: number;
  body: unknown;
  at: number;
}

export interface StandInState {
  sessions: StoredSession[];
  idempotency: Record<string, IdempotentAnswer>;
  events: StoredEvent[];
}

/** Stripe forgets an idempotency key after 24 hours. */
const KEY_MS = 24 * 3600 * 1000;

export function loadState(file: string | undefined): StandInState {
  const empty: StandInState = { sessions: [], idempotency: {}, events: [] };
  if (!file) return empty;
  try {
    return { ...empty, ...(JSON.parse(readFileSync(file, 'utf8')) as Partial<StandInState>) };
  } catch {
    return empty;
  }
}

export function saveState(file: string | undefined, state: StandInState, now: number): void {
  for (const [key, answer] of Object.entries(state.idempotency))
    if (now - answer.at > KEY_MS) delete state.idempotency[key];
  if (!file) return;
  // Written aside and renamed, so a stop mid-write never leaves half a file.
  writeFileSync(`${file}.tmp`, JSON.stringify(state));
  renameSync(`${file}.tmp`, file);
}
