import type { Settings } from '../shared/settings.js';
import type { BlobStore } from './blobStore.js';
import type { Clock } from './clock.js';
import type { DocumentStore } from './documentStore.js';
import type { Identity } from './identity.js';
import type { Illustrator } from './illustrator.js';
import type { Logger } from './logger.js';
import type { Mailer } from './mailer.js';
import type { Narrator } from './narrator.js';
import type { Moderator } from './moderator.js';
import type { PageChecker } from './pageChecker.js';
import type { Payments } from './payments.js';
import type { PrintProvider } from './printProvider.js';
import type { Storyteller } from './storyteller.js';
import type { TaskQueue } from './taskQueue.js';

/** Everything a feature service may talk to: the ports, chosen once by config. */
export interface Deps {
  /** What the configuration tells the features (shared/settings.ts). */
  settings: Settings;
  store: DocumentStore;
  blobs: BlobStore;
  tasks: TaskQueue;
  clock: Clock;
  /** Every function logs, so every one is wired with it (like settings and clock). */
  logger: Logger;
  identity: Identity;
  storyteller: Storyteller;
  illustrator: Illustrator;
  /** Null where pages are not checked (the offline engines, or STORYSPROUT_PAGE_CHECKS=false). */
  checker: PageChecker | null;
  moderator: Moderator;
  /** Reads each page of a saved book aloud, with each word's time (issue 44). */
  narrator: Narrator;
  payments: Payments;
  /** Null where printed books are not offered (STORYSPROUT_PRINT unset). */
  print: PrintProvider | null;
  /** Null where no mail server is configured (STORYSPROUT_MAIL unset): emails are skipped. */
  mailer: Mailer | null;
}

/** The ports a deployed function may be wired with (settings, clock and logger come with every one). */
export type PortName = Exclude<keyof Deps, 'settings' | 'clock' | 'logger'>;

/** A function's dependencies: only the ports it declares, so the compiler checks what it reads. */
export type DepsWith<P extends PortName> = Pick<Deps, 'settings' | 'clock' | 'logger' | P>;
