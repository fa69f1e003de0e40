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

/** A setting with the patterns of its keywords, the first naming the place itself. */
export interface Matcher {
  setting: Setting;
  res: RegExp[];
}

/** A keyword as a pattern: 'ice cream' also finds 'ice-cream', 'icecream' and 'ice creams'. */
export function keywordPattern(keyword: string): RegExp {
  return new RegExp(`\\b${escape(keyword).replace(/\\?[ -]/g, '[ -]?')}(?:s|es)?\\b`, 'i');
}

const MATCHERS: Matcher[] = SETTINGS.map((setting) => ({
  setting,
  res: setting.keywords.map(keywordPattern),
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
 * the earliest mention wins. A keyword inside a longer one of another place does not count
 * ('jardín' in 'jardín de niños' is the kindergarten, not the garden). Undefined when no
 * keyword matches.
 */
export function detectSetting(
  description: string,
  matchers: readonly Matcher[] = MATCHERS,
): SettingMatch | undefined {
  const found = matchers.map(({ setting, res }) =>
    res.map((re) => {
      const m = re.exec(description);
      return m ? { setting, from: m.index, to: m.index + m[0].length } : undefined;
    }),
  );
  const everyMatch = found.flat().filter((m) => m !== undefined);
  const covered = (m: { setting: Setting; from: number; to: number }) =>
    everyMatch.some(
      (o) => o.setting !== m.setting && o.from <= m.from && o.to >= m.to && o.to - o.from > m.to - m.from,
    );
  let best: { match: SettingMatch; score: number; first: number } | undefined;
  found.forEach((matches, i) => {
    const { setting } = matchers[i] as Matcher;
    const counted = matches.map((m) => (m && !covered(m) ? m : undefined));
    const hits = counted.filter(Boolean).length;
    if (hits === 0) return;
    const first = Math.min(...counted.flatMap((m) => (m ? [m.from] : [])));
    const namesPlace = counted[0] !== undefined;
    const score = hits + (setting.situation ? 0.5 : 0) + (namesPlace ? 0.25 : 0);
    if (!best || score > best.score || (score === best.score && first < best.first)) {
      best = { match: { setting, hits }, score, first };
    }
  });
  return best?.match;
}

/** Places that make a good story on their own, for a blank or unrecognised description. */
export const OPEN_SETTINGS: readonly Setting[] = SETTINGS.filter((s) => !s.situation);

/**
 * The place of a story whose description names none: by the seed, offset by the child's name, so
 * one child's books with consecutive seeds visit every place before one comes back.
 */
export function pickOpenSetting(
  seed: number,
  heroName: string,
  open: readonly Setting[] = OPEN_SETTINGS,
): Setting {
  const at = (seed + hashString(`${heroName.toLowerCase()}|place`)) % open.length;
  return open[at] as Setting;
}
