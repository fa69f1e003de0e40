import type { TestDeps } from '../../testing/testDeps.js';
import { enterModel, joinLine, type Drawing } from '../images/line.js';

/**
 * Puts `drawing` in the model while `waiting` (another account's) waits in the parents' lane,
 * so the drawing holds one of its account's places (issue 46). The caller holds the
 * illustratePage queue, or the drawings' own tasks move the line meanwhile.
 */
export async function drawingUnderFairShare(deps: TestDeps, drawing: Drawing, waiting: Drawing) {
  await joinLine(deps, 'interactive', waiting, {});
  await joinLine(deps, 'interactive', drawing, {});
  return enterModel(deps, 'interactive', drawing, undefined);
}
