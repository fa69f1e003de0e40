import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/Button';
import { RadioGroup } from '../../../components/ui/RadioGroup';
import { usePageMeta } from '../../../lib/meta';
import { PageHeader } from '../../../components/ui/PageHeader';
import { hasCredits } from '../../../api/credits';
import { CreditsDialog } from '../components/CreditsDialog';
import { Welcome } from '../components/Welcome';
import type { StoryKind } from '../constants';
import { useCredits } from '../hooks/useCredits';
import { T, useT, type MessageId } from '../../../i18n';

const STORY_TYPES = [
  {
    value: 'Essential',
    label: 'create.type.photo',
    detail: 'create.type.photoDetail',
    path: '/createessential',
  },
  {
    value: 'Enhanced',
    label: 'create.type.avatar',
    detail: 'create.type.avatarDetail',
    path: '/createenhanced',
  },
] as const satisfies ReadonlyArray<{ value: StoryKind; label: MessageId; detail: MessageId; path: string }>;

/** /create (spec part 2 §2): welcome, credit balance and the choice of story type. */
export default function CreatePage() {
  const t = useT();
  usePageMeta(t('create.title'));
  const navigate = useNavigate();
  const credits = useCredits();
  const [storyType, setStoryType] = useState<StoryKind>('Essential');
  const [dismissed, setDismissed] = useState(false);
  const [asked, setAsked] = useState(false);

  const insufficient = credits.status === 'ready' && !hasCredits(credits.value);
  // The notice opens by itself when the balance is too low, and again on every Submit.
  const dialogOpen = insufficient && (!dismissed || asked);

  function submit() {
    if (insufficient) {
      setAsked(true);
      return;
    }
    const choice = STORY_TYPES.find((type) => type.value === storyType) ?? STORY_TYPES[0];
    if (choice) navigate(choice.path, { state: { storyType: choice.value } });
  }

  return (
    <div className="pb-16">
      <PageHeader title={t('create.title')} lead={t('create.lead')} />
      <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 sm:px-5">
        <Welcome>
          <div role="status" aria-live="polite">
            {credits.status === 'loading' && <p className="text-ink-soft">{t('create.checkingCredits')}</p>}
            {credits.status === 'ready' && (
              <p className="text-lg">
                <T
                  id="create.credits.balance"
                  values={{ count: Number.isFinite(credits.value) ? credits.value : 0 }}
                  components={{ 0: <strong className="font-heading text-2xl text-leaf" /> }}
                />
              </p>
            )}
          </div>
        </Welcome>
        <form
          className="flex flex-col gap-5 rounded-card bg-white p-6 shadow-soft sm:p-8"
          aria-labelledby="story-type-heading"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <h2 id="story-type-heading" className="text-2xl font-semibold">
            {t('create.step1')}
          </h2>
          <RadioGroup
            legend={t('create.type.legend')}
            name="storyType"
            value={storyType}
            options={STORY_TYPES.map((type) => ({
              value: type.value,
              label: (
                <span className="flex flex-col">
                  <span className="font-heading text-lg font-semibold text-leaf">{t(type.label)}</span>
                  <span className="text-sm text-ink-soft">{t(type.detail)}</span>
                </span>
              ),
            }))}
            onChange={setStoryType}
          />
          <div>
            <Button type="submit" size="lg" busy={credits.status === 'loading'}>
              {t('create.submit')}
            </Button>
          </div>
        </form>
      </div>
      <CreditsDialog
        open={dialogOpen}
        onClose={() => {
          setDismissed(true);
          setAsked(false);
        }}
      />
    </div>
  );
}
