import { randomInt } from 'node:crypto';
import { JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH } from '../contract/accounts.js';

/** A fresh join code: 6 characters from the unambiguous alphabet of CONTRACT.md. */
export function randomJoinCode(random: (max: number) => number = randomInt): string {
  let code = '';
  for (let i = 0; i < JOIN_CODE_LENGTH; i++) code += JOIN_CODE_ALPHABET[random(JOIN_CODE_ALPHABET.length)];
  return code;
}

/** Codes are typed by people: compare them uppercased and trimmed. */
export function normalizeJoinCode(code: string): string {
  return code.trim().toUpperCase();
}
