import { z } from 'zod';
import { LANGUAGES } from '../contract/languages.js';
import type { JsonValue } from '../ports/documentStore.js';
import type { QueueSpec } from '../tasks/queueSpec.js';

/** The deletion queue: one person's data, removed step by step; safe to run again to finish. */
export const DELETION_QUEUES = {
  deleteAccount: {
    name: 'deleteAccount',
    rules: { maxAttempts: 10, minBackoffSeconds: 10, maxBackoffSeconds: 600 },
    payload: z.object({
      uid: z.string().min(1).max(128),
      email: z.string().max(320).nullable(),
      /** The language of the goodbye email, read before the account record is gone. */
      language: z.enum(LANGUAGES).optional(),
    }),
  },
} as const satisfies Record<string, QueueSpec<z.ZodType<{ [key: string]: JsonValue }>>>;

export const DELETION_MESSAGES = {
  confirm: 'Please type your email address exactly as it is on your account to confirm.',
  underWay: 'Your account and everything in it are being deleted. This takes a minute or two.',
} as const;
