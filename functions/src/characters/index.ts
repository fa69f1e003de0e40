/** characters' public surface: create picks saved characters; deletion forgets them. */
export { charactersService, ownCharacter } from './service.js';
export { CHARACTERS_DATA } from './forget.js';
export type { CharacterRecord } from './model.js';
export { characterEraser, charactersPastRetention, markCharactersUsed } from './retention.js';
export { earlierApprovedSheets, keepApprovedSheet, sharedApprovedSheet } from './sheets.js';
