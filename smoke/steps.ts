/**
 * The smoke's steps, in the order it walks them. The names are what the report prints, what
 * `--timeout-minutes step=N` takes and what the e2e test looks for, so they live in one place.
 */
export const STEPS = ['config', 'sign-up', 'story', 'pictures', 'pdf', 'checkout', 'delete-account'] as const;
export type StepName = (typeof STEPS)[number];

/**
 * Default time-out of each step in minutes: generous for the real Gemini engines (a story's text
 * takes about a minute, its ten pictures about ten, longer when the model's quota makes pages
 * wait and retry). The offline engines of the local stack finish each in seconds.
 */
export const DEFAULT_TIMEOUT_MINUTES: Record<StepName, number> = {
  config: 1,
  'sign-up': 2,
  story: 5,
  pictures: 30,
  pdf: 5,
  checkout: 2,
  'delete-account': 10,
};

export const isStepName = (name: string): name is StepName => (STEPS as readonly string[]).includes(name);
