/**
 * FNV-1a over the UTF-16 code units, 32 bits: the one string hash of the engines. Both offline
 * engines and the Gemini prompts seed their choices with it, so the same book always gets the
 * same story details, scenes and compositions.
 */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
