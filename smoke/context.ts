import type { AuthTarget, SmokeOptions } from './args.js';
import type { IdentityToolkit } from './identityToolkit.js';
import type { Parent } from './parent.js';
import type { WebConfig } from './webConfig.js';

/** What the steps hand on to the next ones; filled in as the walk goes. */
export interface SmokeContext {
  options: SmokeOptions;
  /** Progress lines for the operator (stderr), so a ten-minute wait is not silent. */
  log: (line: string) => void;
  config?: WebConfig;
  target?: AuthTarget;
  toolkit?: IdentityToolkit;
  /** Set as soon as the sign-in account exists, so the clean-up knows there is something to remove. */
  parent?: Parent;
  bookId?: string;
  /** The book's 10 current image ids (getlegends [7]) and its redo counter ([4][0]). */
  imageIds?: string[];
  redosUsed?: number;
  /** POST /user/deleteAccount was accepted. */
  deletionRequested?: boolean;
  /** The sign-in account is confirmed gone. */
  accountGone?: boolean;
}

/** A step: does its calls within the deadline (epoch ms) and answers what it proved. */
export type StepRunner = (ctx: SmokeContext, deadline: number) => Promise<string>;

/** The value a later step needs from an earlier one; a missing one is a bug in the walk. */
export function need<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`internal: ${what} is not known at this step`);
  return value;
}
