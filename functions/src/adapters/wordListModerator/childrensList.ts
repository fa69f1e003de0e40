/**
 * StorySprout's own additions to obscenity's English dataset: words a children's storybook must
 * not print even though they are not swear words. Patterns use obscenity's syntax: a leading or
 * trailing '|' is a word boundary, so 'skill', 'begun', 'method' and 'heroine' stay clean, and a
 * pattern without a trailing '|' also catches endings ('|kill' -> killer, killing, killed).
 *
 * Patterns are matched after obscenity's recommended transformers, which fold repeated letters
 * except b, e, o, l, s and g: so 'stripper' is written 'striper' and 'cigarette' 'cigarete'.
 *
 * Choices, to keep false positives off everyday family words:
 * - Left out on purpose: shoot/shot (bamboo shoot, photo shoot, shooting star, a flu shot),
 *   knife (knife and fork), blood, dead/die/death (a gentle story about a lost grandparent is
 *   legitimate), war (Star Wars), weapon/sword (pirate and knight stories), naked (bath time),
 *   weed (weeding the garden), crack (an egg), beer/wine (too common in adults' descriptions of
 *   family life to block outright), stupid/dumb/idiot (a story may be about unkind words).
 * - Allowed phrases (whitelist): killer whale, bath bomb, the birds blue tit / great tit / coal
 *   tit, the nursery-rhyme pussy cat, pussy willow, shiitake, rapeseed, Scunthorpe, Penistone,
 *   cock-a-doodle-doo, Moby Dick.
 * - Still blocked from obscenity's list although they have innocent senses: 'cock' (use
 *   rooster), 'dick' (also as a nickname; use Richard or Rick), 'scat'.
 */
export const CHILDRENS_PATTERNS: { word: string; patterns: string[] }[] = [
  // violence and weapons
  { word: 'kill', patterns: ['|kill'] },
  { word: 'murder', patterns: ['|murder'] },
  {
    word: 'gun',
    patterns: ['|gun|', '|guns|', '|gunshot', '|gunfire', '|gunman', '|shotgun', '|handgun', '|machine gun'],
  },
  { word: 'rifle', patterns: ['|rifle|', '|rifles|'] },
  { word: 'pistol', patterns: ['|pistol'] },
  { word: 'stab', patterns: ['|stab|', '|stabs|', '|stabed|', '|stabing|', '|stabbed|', '|stabbing|'] },
  { word: 'bomb', patterns: ['|bomb|', '|bombs|', '|bombing', '|bomber'] },
  { word: 'grenade', patterns: ['|grenade'] },
  { word: 'torture', patterns: ['|tortur'] },
  { word: 'strangle', patterns: ['|strangl'] },
  { word: 'behead', patterns: ['|behead', '|decapitat'] },
  { word: 'massacre', patterns: ['|massacre', '|slaughter'] },
  { word: 'corpse', patterns: ['|corpse'] },
  { word: 'gore', patterns: ['|gory|', '|gore|'] },
  { word: 'terrorist', patterns: ['|teror'] },
  { word: 'suicide', patterns: ['|suicid', '|self harm', '|self-harm'] },
  { word: 'kidnap', patterns: ['|kidnap'] },
  { word: 'abuse', patterns: ['|abuse', '|abusi', '|molest', '|pedophil', '|paedophil', '|pedo|'] },
  // hate symbols
  { word: 'nazi', patterns: ['|nazi', '|hitler', '|swastika'] },
  // adult content
  { word: 'sexual', patterns: ['|sexual', '|sexier', '|sexiest'] },
  { word: 'nude', patterns: ['|nude|', '|nudes|', '|nudity', '|nudist'] },
  { word: 'erotic', patterns: ['|erotic'] },
  { word: 'stripper', patterns: ['|striper', '|strip club', '|striptease'] },
  { word: 'prostitute', patterns: ['|prostitut', '|brothel', '|escort service'] },
  { word: 'condom', patterns: ['|condom'] },
  { word: 'viagra', patterns: ['|viagra'] },
  { word: 'fetish', patterns: ['|fetish'] },
  { word: 'bdsm', patterns: ['|bdsm|'] },
  { word: 'horny', patterns: ['|horny|'] },
  { word: 'milf', patterns: ['|milf|'] },
  { word: 'playboy', patterns: ['|playboy'] },
  { word: 'onlyfans', patterns: ['|onlyfans', '|only fans|'] },
  // drugs, alcohol, smoking
  { word: 'drugs', patterns: ['|drugs|', '|drug dealer', '|drug addict'] },
  { word: 'cocaine', patterns: ['|cocaine'] },
  { word: 'heroin', patterns: ['|heroin|'] },
  { word: 'meth', patterns: ['|meth|'] },
  { word: 'marijuana', patterns: ['|marijuana', '|canabis'] },
  { word: 'lsd', patterns: ['|lsd|'] },
  { word: 'vodka', patterns: ['|vodka'] },
  { word: 'whiskey', patterns: ['|whiskey', '|whisky'] },
  { word: 'tequila', patterns: ['|tequila'] },
  { word: 'booze', patterns: ['|booze', '|boozing'] },
  { word: 'drunk', patterns: ['|drunk'] },
  { word: 'cigarette', patterns: ['|cigarete', '|cigar|', '|cigars|'] },
  { word: 'vape', patterns: ['|vape|', '|vapes|', '|vaping|'] },
  // mild swearing a children's book should not print
  { word: 'damn', patterns: ['|damn', '|godamn', '|damit'] },
  { word: 'hell', patterns: ['|hell|'] },
  { word: 'crap', patterns: ['|crap|', '|crapy|', '|craps|'] },
  { word: 'bugger', patterns: ['|bugger|', '|buggers|'] },
  { word: 'wtf', patterns: ['|wtf|', '|stfu|'] },
];

/** Everyday phrases that contain a blocked word but are fine in a children's story. */
export const ALLOWED_PHRASES: string[] = [
  'killer whale',
  'bath bomb',
  'blue tit',
  'great tit',
  'coal tit',
  'pussy cat',
  'pussycat',
  'pussy-cat',
  'pussy willow',
  'shiitake',
  'rapeseed',
  'scunthorpe',
  'penistone',
  'cock-a-doodle',
  'moby dick',
];
