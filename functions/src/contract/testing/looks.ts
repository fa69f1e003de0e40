import type { PersonLook } from '../look.js';

/** Looks as the avatar builder saves them, shared by the tests that draw or describe a saved child. */

/** A girl with warm skin and black curls (a class's children, a saved cast). */
export const WARM_CURLS_LOOK: PersonLook = {
  skin: 'warm',
  hairColour: 'black',
  hairStyle: 'curls',
  eyes: 'brown',
  glasses: false,
  freckles: false,
  presentation: 'girl',
};

/** Kai: neither girl nor boy, every trait a phrase can name (glasses and freckles too). */
export const KAI_LOOK: PersonLook = {
  skin: 'light',
  hairColour: 'auburn',
  hairStyle: 'curls',
  eyes: 'green',
  glasses: true,
  freckles: true,
  presentation: 'neutral',
};
