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

const STORY_TYPES: Array<{ value: StoryKind; label: string; detail: string; path: string }> = [
  {
    value: 'Essential',
    label: 'Photo Stories',
    detail: 'Upload family photos and the characters look like your family.',
    path: '/createessential',
  },
  {
    value: 'Enhanced',
    label: 'Avatar Stories',
    detail: 'Choose a look and get a matching, ready-made character.',
    path: '/createenhanced',
  },
];

/** /create (spec part 2 §2): welcome, credit balance and the choice of story type. */
export default function CreatePage() {
  usePageMeta('Create a story');
  const navigate = useNavigate();
  const credits = useCredits();
  const [storyType, setStoryType] = useState<StoryKind>('Essential');
  const [dismissed, setDismissed] = useState(false);
  const [asked, setAsked] = useState(false);

  const insufficient = credits.status === 'ready' && !hasCredits(credits.credits);
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
      <PageHeader
        title="Create a story"
        lead="Every great story starts with a choice: Photo Stories or Avatar Stories."
      />
      <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 sm:px-5">
        <Welcome>
          <div role="status" aria-live="polite">
            {credits.status === 'loading' && <p className="text-ink-soft">Checking your credits...</p>}
            {credits.status === 'ready' && (
              <p className="text-lg">
                You have{' '}
                <strong className="font-heading text-2xl text-leaf">
                  {Number.isFinite(credits.credits) ? credits.credits : 0}{' '}
                  {credits.credits === 1 ? 'story credit' : 'story credits'}
                </strong>
                .
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
            Step 1
          </h2>
          <RadioGroup
            legend="Select a story type"
            name="storyType"
            value={storyType}
            options={STORY_TYPES.map((type) => ({
              value: type.value,
              label: (
                <span className="flex flex-col">
                  <span className="font-heading text-lg font-semibold text-leaf">{type.label}</span>
                  <span className="text-sm text-ink-soft">{type.detail}</span>
                </span>
              ),
            }))}
            onChange={setStoryType}
          />
          <div>
            <Button type="submit" size="lg" busy={credits.status === 'loading'}>
              Submit
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
