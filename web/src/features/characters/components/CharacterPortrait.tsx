import type { CharacterRole, Pronouns } from '@contract/characters';
import { describeLook, type PersonLook, type PetLook } from '@contract/look';
import { characterPortraitSvg } from '@engines/illustrator/portrait';
import { useMemo } from 'react';
import { cn } from '../../../components/ui/cn';
import { sceneCharacterOf } from '../sceneCharacter';

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
  const svg = useMemo(
    () => characterPortraitSvg(sceneCharacterOf(role, pronouns, look, characterKey), { size }),
    [role, pronouns, look, characterKey, size],
  );
  return (
    <div
      role="img"
      aria-label={`${name.trim() || 'Your character'}: ${describeLook(look)}`}
      data-testid="character-portrait"
      className={cn('overflow-hidden rounded-2xl bg-sky-soft [&>svg]:h-full [&>svg]:w-full', className)}
      style={{ width: size, height: size }}
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
