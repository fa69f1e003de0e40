import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { RadioGroup } from '../../ui/RadioGroup';
import { formatNumber, useLocale, useT } from '../../../i18n';
import { NARRATION_SPEEDS } from './timing';
import type { Language } from '@contract/languages';
import type { NarratedText, useNarration } from './useNarration';
import type { useNarrationPlayer } from './useNarrationPlayer';

type Narration = ReturnType<typeof useNarration>;
type Player = ReturnType<typeof useNarrationPlayer>;

const selectClasses = 'rounded-full border-2 border-sprout-deep bg-white px-3 py-1';

/**
 * The narrated book's controls: read aloud, pause or resume, stop, the previous and next page,
 * the speed, the voice and pages that turn by themselves. Shown once every page of the text read
 * aloud is narrated.
 */
export function NarrationControls({
  narration,
  player,
  onPlay,
}: {
  narration: Narration;
  player: Player;
  /** Read aloud pressed: where to start (and to silence the browser's speech). */
  onPlay: () => void;
}) {
  const t = useT();
  const locale = useLocale();
  const reading = player.status !== 'stopped';
  return (
    <div role="group" aria-label={t('reader.narration.controls')} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-3">
        {reading ? (
          <>
            <Button
              variant="primary"
              aria-pressed={player.status === 'paused'}
              onClick={player.status === 'paused' ? player.resume : player.pause}
            >
              {player.status === 'paused' ? t('reader.narration.resume') : t('reader.narration.pause')}
            </Button>
            <Button variant="secondary" onClick={player.stop}>
              <Icon name="stop" />
              {t('reader.narration.stop')}
            </Button>
          </>
        ) : (
          <Button variant="primary" onClick={onPlay}>
            <Icon name="speaker" />
            {t('reader.narration.play')}
          </Button>
        )}
        <Button variant="secondary" onClick={player.previous} aria-disabled={player.page === 0}>
          <span aria-hidden="true">←</span> {t('reader.narration.previousPage')}
        </Button>
        <Button
          variant="secondary"
          onClick={player.next}
          aria-disabled={player.page >= narration.pageCount - 1}
        >
          {t('reader.narration.nextPage')} <span aria-hidden="true">→</span>
        </Button>
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <label className="flex items-center gap-2 font-heading text-sm">
          {t('reader.narration.speed')}
          <select
            name="narrationSpeed"
            className={selectClasses}
            value={player.rate}
            onChange={(e) => player.setRate(Number(e.target.value))}
          >
            {NARRATION_SPEEDS.map((rate) => (
              <option key={rate} value={rate}>
                {t('reader.narration.speedOption', { rate: formatNumber(rate, locale) })}
              </option>
            ))}
          </select>
        </label>
        {narration.text === 'first' && <VoicePicker narration={narration} />}
        <Button
          variant="secondary"
          size="sm"
          aria-pressed={player.turnByThemselves}
          onClick={() => player.setTurnByThemselves(!player.turnByThemselves)}
        >
          {t('reader.narration.turnPages')}
        </Button>
      </div>
    </div>
  );
}

/**
 * A bilingual book's text read aloud (issue 45): its two languages, named in the reader's, the
 * one chosen read by its narration where it has one, else by the browser's speech. Shown
 * whether or not that text's narration is ready yet, in one place, so choosing never moves the
 * focus away.
 */
export function ReadAloudLanguage({
  languages: [first, second],
  value,
  onChange,
}: {
  languages: readonly [Language, Language];
  value: NarratedText;
  onChange: (text: NarratedText) => void;
}) {
  const t = useT();
  return (
    <RadioGroup
      variant="chips"
      legend={t('reader.narration.readIn')}
      name="narrationLanguage"
      value={value}
      options={[
        { value: 'first', label: t(`language.name.${first}`) },
        { value: 'second', label: t(`language.name.${second}`) },
      ]}
      onChange={onChange}
    />
  );
}

/** The narration's voice, where the book's owner may choose one (two or more to choose from). */
export function VoicePicker({ narration }: { narration: Narration }) {
  const t = useT();
  if (narration.voices.length < 2) return null;
  return (
    <label className="flex items-center gap-2 font-heading text-sm">
      {t('reader.narration.voice')}
      <select
        name="narrationVoice"
        className={selectClasses}
        value={narration.voice ?? ''}
        onChange={(e) => narration.chooseVoice(e.target.value)}
      >
        {narration.voices.map((voice) => (
          <option key={voice.id} value={voice.id}>
            {voice.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** While pages are narrated, or after one failed: what the parent sees, and 'Try again'. */
export function NarrationNotice({ narration }: { narration: Narration }) {
  const t = useT();
  if (narration.phase === 'failed')
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 rounded-xl bg-sunrise-soft px-4 py-3">
        <p className="font-bold">{t('reader.narration.failed')}</p>
        {narration.canRetry && (
          <Button variant="secondary" size="sm" onClick={() => void narration.retry()}>
            {t('reader.narration.tryAgain')}
          </Button>
        )}
      </div>
    );
  return (
    <>
      {narration.phase === 'preparing' && (
        <p data-testid="narration-progress" className="text-ink-soft">
          {t('reader.narration.preparing', { ready: narration.readyPages, count: narration.pageCount })}
        </p>
      )}
      {narration.refusal && (
        <p role="alert" className="rounded-xl bg-sunrise-soft px-4 py-3 font-bold">
          {narration.refusal}
        </p>
      )}
    </>
  );
}
