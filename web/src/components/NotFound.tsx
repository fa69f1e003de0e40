import { ButtonLink } from './ui/Button';
import { usePageMeta } from '../lib/meta';
import { useT } from '../i18n';

/** Spec part 1 §2: 'Page not found' with 'Go back home' (also for an unknown article or sample). */
export function NotFound() {
  const t = useT();
  usePageMeta(t('notFound.title'));
  return (
    <div className="flex flex-col items-center gap-5 px-5 py-20 text-center">
      <p aria-hidden="true" className="font-heading text-7xl font-semibold text-sprout-deep">
        404
      </p>
      <h1 className="text-4xl font-semibold">{t('notFound.title')}</h1>
      <p className="max-w-xl text-lg text-ink-soft">{t('notFound.lead')}</p>
      <ButtonLink to="/">{t('notFound.home')}</ButtonLink>
    </div>
  );
}
