import type { ProofAnswer } from '@contract/print';

/** The proof the server answers for a 32-page paperback (tests of the proof and the order page). */
export function paperbackProof(lowResolutionPages: number[] = []): ProofAnswer {
  return {
    interior: {
      url: 'http://files/interior.pdf',
      pages: 32,
      trimIn: { w: 8.5, h: 8.5 },
      bleedIn: 0.125,
      safetyIn: 0.5,
      lowResolutionPages,
    },
    cover: {
      url: 'http://files/cover.pdf',
      widthIn: 17.3821,
      heightIn: 8.75,
      trimIn: { w: 8.5, h: 8.5 },
      bleedIn: 0.125,
      wrapIn: 0,
      spineIn: 0.1321,
      hingeIn: 0,
      safetyIn: 0.5,
    },
  };
}
