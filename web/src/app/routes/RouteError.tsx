import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { Button, buttonClasses } from '../../components/ui/Button';
import { SproutMark } from '../../components/ui/Logo';
import { cn } from '../../components/ui/cn';
import { useT } from '../../i18n';

/** The generic error screen of spec part 1 §2: 'Unexpected Application Error!'. */
export function RouteError({ fullPage = false }: { fullPage?: boolean }) {
  const error = useRouteError();
  const t = useT();

  useEffect(() => {
    console.error('Unexpected application error', error);
  }, [error]);

  return (
    <div
      className={cn(
        'flex flex-col items-center justify-center gap-5 px-5 py-20 text-center',
        fullPage && 'min-h-screen',
      )}
    >
      {fullPage && <SproutMark className="size-16" />}
      <h1 className="text-3xl font-semibold sm:text-4xl">{t('app.error.title')}</h1>
      <p className="max-w-xl text-lg text-ink-soft">{t('app.error.lead')}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>{t('app.error.retry')}</Button>
        {/* A full page load, so a page whose code failed to load gets a fresh start. */}
        <a href="/" className={buttonClasses('secondary')}>
          {t('app.error.home')}
        </a>
      </div>
    </div>
  );
}
