/**
 * What one page's picture is drawn from: the illustrator port's request (ports/illustrator.ts
 * declares it once), under the names the engine's files use. The engine reads no more of it
 * than the scene needs (the reference sheet and the fixes are for engines that draw by prompt).
 */
export type {
  IllustratedCharacter as SceneCharacter,
  IllustrationRequest as SceneRequest,
} from '../../ports/illustrator.js';
