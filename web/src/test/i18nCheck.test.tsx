import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { englishLeft, inLocale, literalPieces } from './i18nCheck';

describe('englishLeft', () => {
  inLocale('es');

  it('finds English messages in text and labels, and not the Spanish ones', () => {
    render(
      <div>
        <h1>Your cart</h1>
        <button aria-label="Close notification">×</button>
        <p>Welcome, Ana! Stock up on story credits for many more bedtime adventures.</p>
        <p>Tu carrito</p>
      </div>,
    );
    const left = englishLeft();
    expect(left).toHaveLength(3);
    expect(left).toEqual(
      expect.arrayContaining([
        'ui.toast.close: Close notification',
        'cart.title: Your cart',
        'cart.welcome: Welcome, {name}! Stock up on story credits for many more bedtime adventures.',
      ]),
    );
  });

  it('reads the words of a message outside its placeholders and tags', () => {
    expect(literalPieces('Language: <0>{language}</0>')).toEqual(['Language:']);
    expect(literalPieces('{count, plural, one {# book} other {# books}} left')).toEqual(['left']);
  });
});
