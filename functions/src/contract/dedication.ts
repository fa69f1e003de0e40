import { z } from 'zod';

/** 'For Mia, with love from Grandma': one line on its own page after the title page. */
export const MAX_DEDICATION_LENGTH = 140;

/** A dedication as typed: trimmed, one line, at most 140 characters; empty means none. */
export const dedicationField = z
  .string({ error: 'dedication must be text' })
  .transform((v) => v.replace(/\s+/g, ' ').trim())
  .refine((v) => v.length <= MAX_DEDICATION_LENGTH, {
    message: `dedication must be at most ${MAX_DEDICATION_LENGTH} characters`,
  });

/** The optional `dedication` of the create bodies (JSON and multipart alike): '' when absent. */
export const optionalDedication = dedicationField.optional().transform((v) => v ?? '');
