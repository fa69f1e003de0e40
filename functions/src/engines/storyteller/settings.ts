import { hashString } from '../../shared/hash.js';
import adventures from './content/settings/adventures.json' with { type: 'json' };
import everyday from './content/settings/everyday.json' with { type: 'json' };
import home from './content/settings/home.json' with { type: 'json' };
import outdoors from './content/settings/outdoors.json' with { type: 'json' };
import type { Setting } from './setting.js';
import { loadSettings } from './settingSchema.js';

export type { Activity, NativeHelper, Quest, Setting } from './setting.js';

/**
 * The setting catalogue (content/settings/): keywords in a description -> a place with props,
 * light and sounds. The order matters: it is the order in which a child's books visit places.
 */
export const SETTINGS: readonly Setting[] = [
  ...loadSettings('settings/outdoors.json', outdoors),
  ...loadSettings('settings/adventures.json', adventures),
  ...loadSettings('settings/everyday.json', everyday),
  ...loadSettings('settings/home.json', home),
];

const ids = SETTINGS.map((s) => s.id);
const twice = ids.find((id, i) => ids.indexOf(id) !== i);
if (twice) throw new Error(`content/settings/: the setting id "${twice}" is used twice`);

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const MATCHERS: { setting: Setting; res: RegExp[] }[] = SETTINGS.map((setting) => ({
  setting,
  res: setting.keywords.map(
    (k) => new RegExp(`\\b${escape(k).replace(/\\?[ -]/g, '[ -]?')}(?:s|es)?\\b`, 'i'),
  ),
}));

export interface SettingMatch {
  setting: Setting;
  /** How many of its keywords the description used. */
  hits: number;
}

/**
 * The setting a description talks about: the one with most keyword hits; naming the place
 * itself (its first keyword: 'beach') beats an activity word ('picnic'); situations (potty,
 * bedtime, birthday, moving, doctor) win over both because they shape the whole story; then
 * the earliest mention wins. Undefined when no keyword matches.
 */
export function detectSetting(description: string): SettingMatch | undefined {
  let best: { match: SettingMatch; score: number; first: number } | undefined;
  for (const { setting, res } of MATCHERS) {
    let hits = 0;
    let first = Number.POSITIVE_INFINITY;
    for (const re of res) {
      const m = re.exec(description);
      if (m) {
        hits += 1;
        first = Math.min(first, m.index);
      }
    }
    if (hits === 0) continue;
    const namesPlace = res[0]?.test(description) ?? false;
    const score = hits + (setting.situation ? 0.5 : 0) + (namesPlace ? 0.25 : 0);
    if (!best || score > best.score || (score === best.score && first < best.first)) {
      best = { match: { setting, hits }, score, first };
    }
  }
  return best?.match;
}

/** Places that make a good story on their own, for a blank or unrecognised description. */
export const OPEN_SETTINGS: readonly Setting[] = SETTINGS.filter((s) => !s.situation);

/**
 * The place of a story whose description names none: by the seed, offset by the child's name, so
 * one child's books with consecutive seeds visit every place before one comes back.
 */
export function pickOpenSetting(seed: number, heroName: string): Setting {
  const at = (seed + hashString(`${heroName.toLowerCase()}|place`)) % OPEN_SETTINGS.length;
  return OPEN_SETTINGS[at] as Setting;
}
