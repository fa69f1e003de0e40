import type { CharacterRole, Pronouns } from '@contract/characters';
import { describeLook, type PersonLook, type PetLook } from '@contract/look';
import { characterPortraitSvg } from '@engines/illustrator/portrait';
import { useMemo } from 'react';
import { cn } from '../../../components/ui/cn';
import { sceneCharacterOf } from '../sceneCharacter';
import { i18n, SOURCE_LOCALE, useLocale, type Locale } from '../../../i18n';

/**
 * What the portrait shows, for screen readers. English reads the contract's own sentence (the one
 * the illustrator is given, 'a girl with warm tan skin, ...'); the other languages name each
 * trait with the look builder's own words.
 */
function portraitLabel(name: string, look: PersonLook | PetLook, locale: Locale): string {
  const who = name.trim() || i18n._('characters.portrait.unnamed');
  if (locale === SOURCE_LOCALE) return `${who}: ${describeLook(look)}`;
  if ('species' in look)
    return i18n._('characters.portrait.pet', {
      name: who,
      species: i18n._(`characters.species.${look.species}`),
      coat: i18n._(`characters.coat.${look.coat}`),
    });
  return i18n._('characters.portrait.person', {
    name: who,
    presentation: i18n._(`characters.presentation.${look.presentation}`),
    skin: i18n._(`characters.skin.${look.skin}`),
    hairColour: i18n._(`characters.hairColour.${look.hairColour}`),
    hairStyle: i18n._(`characters.hairStyle.${look.hairStyle}`),
    eyes: i18n._(`characters.eyes.${look.eyes}`),
    extras: look.glasses ? (look.freckles ? 'both' : 'glasses') : look.freckles ? 'freckles' : 'none',
  });
}

export interface CharacterPortraitProps {
  name: string;
  role: CharacterRole;
  /** With the role, who they are in the books (a mother, a grandfather), so how old they are drawn. */
  pronouns: Pronouns;
  look: PersonLook | PetLook;
  /** A saved character's id: the clothes the look leaves open stay the same in every book. */
  characterKey?: string;
  size?: number;
  className?: string;
}

/**
 * The character drawn front-on by the offline illustrator, as in the books. The SVG comes from
 * the engine's enum-only tables (the name is not drawn), so it is safe to place inline.
 */
export function CharacterPortrait({
  name,
  role,
  pronouns,
  look,
  characterKey,
  size = 160,
  className,
}: CharacterPortraitProps) {
  const locale = useLocale();
  const svg = useMemo(
    () => characterPortraitSvg(sceneCharacterOf(role, pronouns, look, characterKey), { size }),
    [role, pronouns, look, characterKey, size],
  );
  return (
    <div
      role="img"
      aria-label={portraitLabel(name, look, locale)}
      data-testid="character-portrait"
      className={cn('overflow-hidden rounded-2xl bg-sky-soft [&>svg]:h-full [&>svg]:w-full', className)}
      style={{ width: size, height: size }}
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
