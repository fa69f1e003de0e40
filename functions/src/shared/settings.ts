import type { Sale } from '../contract/pricing.js';

/**
 * What the features are told by the configuration, derived once from the environment by
 * config.ts: features read these, never an environment variable's name.
 */
export interface Settings {
  /** The web app's origin: payment pages return there, emails and share links point there. */
  appUrl: string;
  /** Where purchases are offered (ISO 3166 alpha-2), and whether an unknown country may buy. */
  allowedCountries: string[];
  unknownCountryAllowed: boolean;
  /** The sale on now (or the launch sale), judged in this time zone. */
  sale: Sale;
  saleTimezone: string;
  /** Stripe computes the taxes at checkout (the printer's tax is then not added by us). */
  automaticTax: boolean;
  /** A drawn page scoring under this (0-100) is drawn once more (issue 32). */
  pageCheckMinScore: number;
  /** Story drafts one person may start per hour. */
  draftsPerHour: number;
  /** Saved pages are read aloud (issue 44); false with STORYSPROUT_NARRATOR=off. */
  narration: boolean;
  /** The drawing line's rules (issue 46; books/images/line.ts). */
  drawing: DrawingSettings;
}

/** How the drawing queues share the image model's quota (docs/capacity.md#the-drawing-line). */
export interface DrawingSettings {
  /** Drawings in the model at once, and started per second (the queues' Cloud Tasks limits). */
  concurrency: number;
  dispatchesPerSecond: number;
  /** Average model seconds of one drawing (with its check), for the wait estimate. */
  secondsPerDrawing: number;
  /** Drawings of one account at once while another account waits in the same lane. */
  perAccount: number;
  /** Batch drawings that keep going while parents' drawings wait. */
  batchReserve: number;
  /** Parents' drawings waiting beyond which a new book is refused before its credit is spent. */
  lineLimit: number;
}
