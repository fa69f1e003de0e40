import { useId } from 'react';
import { cn } from '../components/ui/cn';
import { Icon } from '../components/ui/Icon';
import { useAuth } from '../lib/auth';
import { chooseLocale } from './chooseLocale';
import { saveChoiceToAccount } from './useAccountLanguage';
import { isLocale, LOCALE_NAMES, LOCALES } from './locales';
import { useLocale } from './useLocale';
import { useT } from './useT';

/** The interface's language, by each language's own name (header and footer). */
export function LanguageSwitcher({
  tone = 'light',
  className,
}: {
  tone?: 'light' | 'dark';
  className?: string;
}) {
  const t = useT();
  const locale = useLocale();
  const { user } = useAuth();
  const id = useId();
  return (
    <span className={cn('inline-flex items-center gap-1', className)}>
      <label htmlFor={id} className="inline-flex items-center">
        <Icon name="globe" className="size-5" />
        <span className="sr-only">{t('language.switcher')}</span>
      </label>
      <select
        id={id}
        value={locale}
        onChange={(event) => {
          const chosen = event.target.value;
          if (!isLocale(chosen)) return;
          void chooseLocale(chosen);
          // Kept with the account too; if that fails the choice still holds on this device.
          if (user) saveChoiceToAccount(chosen).catch(() => {});
        }}
        className={cn(
          'min-h-9 rounded-full border-2 px-2 font-heading text-sm font-semibold',
          tone === 'dark' ? 'border-paper/60 bg-leaf text-paper' : 'border-ink/15 bg-paper text-ink',
        )}
      >
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LOCALE_NAMES[code]}
          </option>
        ))}
      </select>
    </span>
  );
}
