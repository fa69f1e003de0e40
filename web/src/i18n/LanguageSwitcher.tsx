import { useId } from 'react';
import { useHref, useLocation } from 'react-router-dom';
import { cn } from '../components/ui/cn';
import { Icon } from '../components/ui/Icon';
import { useAuth } from '../lib/auth';
import { chooseLocale, keepLocale } from './chooseLocale';
import { addressBar, isLocalizedPage, localePath } from './localePath';
import { isLocale, LOCALE_NAMES, LOCALES } from './locales';
import { saveChoiceToAccount } from './useAccountLanguage';
import { useLocale } from './useLocale';
import { useT } from './useT';

interface SwitcherProps {
  tone?: 'light' | 'dark';
  /** The header's bar has no room for a language's name: it shows the code ('ES') instead. */
  compact?: boolean;
  className?: string;
}

/** The interface's language, by each language's own name (header and footer). */
export function LanguageSwitcher({ tone = 'light', compact = false, className }: SwitcherProps) {
  const t = useT();
  const locale = useLocale();
  const { user } = useAuth();
  const id = useId();
  const { pathname, search, hash } = useLocation();
  // The router runs under '/es' etc. on a page whose address has a language (main.tsx).
  const underLanguage = useHref('/') !== '/';
  const select = (
    <select
      id={id}
      value={locale}
      onChange={(event) => {
        const chosen = event.target.value;
        if (!isLocale(chosen)) return;
        // Kept with the account too; if that fails the choice still holds on this device.
        const saved = user ? saveChoiceToAccount(chosen).catch(() => {}) : Promise.resolve();
        // A page with an address per language (or any page under a language's address) goes to
        // the same page in the chosen language, so the address always says what the page shows.
        if (underLanguage || isLocalizedPage(pathname)) {
          keepLocale(chosen);
          void saved.then(() => addressBar.open(localePath(chosen, pathname) + search + hash));
        } else void chooseLocale(chosen);
      }}
      className={cn(
        'min-h-9 rounded-full border-2 px-2 font-heading text-sm font-semibold',
        tone === 'dark' ? 'border-paper/60 bg-leaf text-paper' : 'border-ink/15 bg-paper text-ink',
        // The real control lies over the code it shows, so a click or a key works as usual.
        compact && 'absolute inset-0 w-full cursor-pointer opacity-0',
      )}
    >
      {LOCALES.map((code) => (
        <option key={code} value={code} lang={code}>
          {LOCALE_NAMES[code]}
        </option>
      ))}
    </select>
  );
  return (
    <span className={cn('inline-flex items-center gap-1', className)}>
      <label htmlFor={id} className="inline-flex items-center">
        <Icon name="globe" className="size-5" />
        <span className="sr-only">{t('language.switcher')}</span>
      </label>
      {compact ? (
        <span className="relative inline-flex min-h-9 items-center rounded-full border-2 border-ink/15 px-2 font-heading text-sm font-semibold uppercase focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-leaf">
          <span aria-hidden="true">{locale}</span>
          {select}
        </span>
      ) : (
        select
      )}
    </span>
  );
}
