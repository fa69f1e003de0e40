/** Favourite things a description may mention, as a toy the child carries through the story. */
const FAVORITES: [RegExp, string][] = [
  [/\b(dinosaurs?|dinos?|t-?rex)\b/i, 'toy dinosaur'],
  [/\bunicorns?\b/i, 'sparkly toy unicorn'],
  [/\bdragons?\b/i, 'little toy dragon'],
  [/\brobots?\b/i, 'toy robot'],
  [/\btrains?\b/i, 'little wooden train'],
  [/\b(trucks?|diggers?|cars?|tractors?)\b/i, 'toy truck'],
  [/\b(princess|princesses|prince|queen|king)\b/i, 'paper crown'],
  [/\b(superheroe?s?|super ?hero)\b/i, 'superhero cape'],
  [/\b(ballet|ballerina|danc\w+)\b/i, 'pair of ballet shoes'],
  [/\b(music|guitar|drums?|sing\w*|piano)\b/i, 'little toy drum'],
  [/\b(books?|reading|stories)\b/i, 'favorite picture book'],
  [/\b(teddy|teddy bear)\b/i, 'teddy bear'],
  [/\bdolls?\b/i, 'rag doll'],
  [/\b(lego|blocks|building)\b/i, 'bag of building blocks'],
  [/\b(painting|drawing|art|crayons?)\b/i, 'box of crayons'],
  [/\bpirates?\b/i, 'pirate hat'],
  [/\b(soccer|football|basketball)\b/i, 'football'],
];

export function favoriteFrom(description: string): string | undefined {
  for (const [re, thing] of FAVORITES) if (re.test(description)) return thing;
  return undefined;
}

/** Hair words for Avatar appearance values (the text mentions hair only, never skin). */
export function hairFrom(appearance: string): string | undefined {
  switch (appearance) {
    case 'fair_blond':
      return 'golden';
    case 'medium_brown':
      return 'brown';
    case 'dark_black':
    case 'warm_black':
      return 'dark';
    default:
      return undefined;
  }
}
