import { describe, expect, it } from 'vitest';
import { dottedPodPackageId } from './podPackageId.js';

describe('dottedPodPackageId', () => {
  it('keeps a dotted id and rewrites a legacy 27-character one field by field', () => {
    expect(dottedPodPackageId('0850X0850.FC.STD.PB.080CW444.GXX')).toBe('0850X0850.FC.STD.PB.080CW444.GXX');
    expect(dottedPodPackageId('0850X0850FCSTDPB080CW444GXX')).toBe('0850X0850.FC.STD.PB.080CW444.GXX');
    expect(dottedPodPackageId(' 0600x0900bwstdpb060uw444mxx ')).toBe('0600X0900.BW.STD.PB.060UW444.MXX');
    // The hardcover: casewrap (CW) binding, gloss.
    expect(dottedPodPackageId('0850X0850FCSTDCW080CW444GXX')).toBe('0850X0850.FC.STD.CW.080CW444.GXX');
  });

  it('refuses anything else', () => {
    for (const id of ['', '0850X0850', '0850X0850.FC.STD.PB', 'hardcover', '0850X0850FCSTDPB080CW444GX'])
      expect(dottedPodPackageId(id), id).toBeNull();
  });
});
