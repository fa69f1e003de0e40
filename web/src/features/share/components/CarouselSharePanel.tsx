import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { MessageDialog } from '../../../components/ui/Dialog';
import { Icon } from '../../../components/ui/Icon';
import { ProgressBar } from '../../../components/ui/ProgressBar';
import {
  downloadStaggered,
  INSTAGRAM_APP_URL,
  isMobileDevice,
  makeSlides,
  tryOpenInstagram,
} from '../carousel/generateCarousel';
import { slideParts, type SlidePart } from '../carousel/slideLayout';
import { i18n, useT } from '../../../i18n';

/** Read in the page's language when shown. */
export const noStoryAlert = () => i18n._('share.carousel.noStory');

type Progress = { phase: 'making' | 'saving'; n: number; total: number };
type Outcome = { kind: 'success'; count: number } | { kind: 'failure' } | null;

/**
 * 'Share to Instagram' (spec part 2 §4 'Carousel sharing', §8 'Sharing', §9 'Carousel'): turns
 * the story into square slides, downloads them one second apart, then explains how to post them
 * and tries to open the app on a phone.
 */
export function CarouselSharePanel({ title, parts }: { title: string; parts: SlidePart[] }) {
  const headingId = useId();
  const legendsId = useId();
  const [withLegends, setWithLegends] = useState(false);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const mobile = isMobileDevice();
  const t = useT();

  async function share() {
    if (progress) return;
    if (slideParts(parts).filter((part) => part.text.trim()).length === 0) {
      window.alert(noStoryAlert());
      return;
    }
    try {
      const files = await makeSlides({
        title,
        parts,
        withLegends,
        onSlide: (n, total) => mounted.current && setProgress({ phase: 'making', n, total }),
      });
      if (!mounted.current) return;
      setProgress({ phase: 'saving', n: 0, total: files.length });
      await downloadStaggered(files, {
        onSaved: (n) => mounted.current && setProgress({ phase: 'saving', n, total: files.length }),
      });
      if (!mounted.current) return;
      setProgress(null);
      setOutcome({ kind: 'success', count: files.length });
      tryOpenInstagram();
    } catch (error) {
      console.error('Generating the carousel failed', error);
      if (!mounted.current) return;
      setProgress(null);
      setOutcome({ kind: 'failure' });
    }
  }

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-card bg-sky-soft p-5 sm:flex-row sm:items-center sm:p-6"
    >
      <div className="flex flex-1 flex-col gap-2">
        <h2 id={headingId} className="flex items-center gap-2 text-2xl font-semibold">
          <Icon name="instagram" className="size-7 text-berry" />
          {t('share.carousel.title')}
        </h2>
        <p>{t('share.carousel.lead')}</p>
        <div className="flex items-center gap-2">
          <input
            id={legendsId}
            type="checkbox"
            checked={withLegends}
            onChange={(event) => setWithLegends(event.target.checked)}
            disabled={Boolean(progress)}
            className="size-5 accent-sprout-deep"
          />
          <label htmlFor={legendsId}>{t('share.carousel.withLegends')}</label>
        </div>
        {progress && (
          <ProgressBar
            className="mt-2"
            value={progress.phase === 'making' ? progress.n - 1 : progress.n}
            max={progress.total}
            label={
              progress.phase === 'making'
                ? t('share.carousel.making', { n: progress.n, total: progress.total })
                : t('share.carousel.saving', { n: progress.n, total: progress.total })
            }
          />
        )}
      </div>
      <Button size="lg" busy={Boolean(progress)} onClick={() => void share()} className="sm:self-center">
        {progress ? t('share.carousel.busy') : t('share.carousel.create')}
      </Button>

      <MessageDialog
        open={outcome?.kind === 'success'}
        title={t('share.carousel.done')}
        onClose={() => setOutcome(null)}
      >
        <div className="flex flex-col gap-3">
          <p>{t('share.carousel.downloaded', { count: outcome?.kind === 'success' ? outcome.count : 0 })}</p>
          <p className="font-bold">{t('share.carousel.howTo')}</p>
          <ol className="list-decimal space-y-1 pl-6">
            <li>{t('share.carousel.step1')}</li>
            <li>{t('share.carousel.step2')}</li>
            <li>{t('share.carousel.step3')}</li>
            <li>{t('share.carousel.step4')}</li>
          </ol>
          {mobile && (
            <a href={INSTAGRAM_APP_URL} className="font-bold text-leaf underline">
              {t('share.carousel.openInstagram')}
            </a>
          )}
        </div>
      </MessageDialog>

      <MessageDialog
        open={outcome?.kind === 'failure'}
        title={t('share.carousel.failedTitle')}
        onClose={() => setOutcome(null)}
      >
        <p>{t('share.carousel.failed')}</p>
      </MessageDialog>
    </section>
  );
}
