import { MAX_SAVED_CHARACTERS } from '@contract/characters';
import { useState } from 'react';
import { deleteCharacter, type SavedCharacter } from '../../../api/characters';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/Dialog';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Spinner } from '../../../components/ui/Spinner';
import { useToast } from '../../../components/ui/Toast';
import { useAuth } from '../../../lib/auth';
import { usePageMeta } from '../../../lib/meta';
import { CharacterCard } from '../components/CharacterCard';
import { CharacterFormDialog } from '../components/CharacterFormDialog';
import { useSavedCharacters } from '../../../api/useSavedCharacters';
import { draftOf, emptyDraft } from '../lookOptions';

export const CHARACTERS_TEXT = {
  title: 'Your characters',
  lead: 'Save your family once and make every book from them.',
  empty:
    'Saved characters are the people (and pets) in your stories: add a photo or build a look once, then pick them whenever you make a book.',
  full: `You have ${MAX_SAVED_CHARACTERS} characters, the most you can save. Delete one to add another.`,
  failed: 'We could not load your characters.',
  verifyFirst: 'Please verify your email address to save characters.',
} as const;

type Editing = { character: SavedCharacter | null } | null;

/** /characters: the parent's saved characters, to add, edit and delete (issue 27). */
export default function CharactersPage() {
  usePageMeta(CHARACTERS_TEXT.title);
  const toast = useToast();
  const { user } = useAuth();
  // Saving needs a verified email (the server answers 403 otherwise).
  const verified = user?.emailVerified === true;
  const { state, reload } = useSavedCharacters();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<SavedCharacter | null>(null);
  const [busyDelete, setBusyDelete] = useState(false);

  const characters = state.status === 'ready' ? state.characters : [];
  const full = characters.length >= MAX_SAVED_CHARACTERS;
  const why = full ? CHARACTERS_TEXT.full : verified ? null : CHARACTERS_TEXT.verifyFirst;

  async function confirmDelete() {
    if (!deleting || busyDelete) return;
    setBusyDelete(true);
    try {
      await deleteCharacter(deleting.id);
      toast.show({ type: 'success', message: `${deleting.name} was deleted.` });
      reload();
    } catch (error) {
      toast.show({ type: 'error', message: error instanceof Error ? error.message : 'Deleting failed.' });
    } finally {
      setBusyDelete(false);
      setDeleting(null);
    }
  }

  return (
    <div className="pb-16">
      <PageHeader title={CHARACTERS_TEXT.title} lead={CHARACTERS_TEXT.lead}>
        {state.status === 'ready' && (
          <div className="flex flex-col items-center gap-2">
            <Button
              size="lg"
              disabled={why !== null}
              aria-describedby={why ? 'characters-add-why' : undefined}
              onClick={() => setEditing({ character: null })}
            >
              Add a character
            </Button>
            {why && (
              <p id="characters-add-why" className="max-w-md text-sm text-ink-soft">
                {why}
              </p>
            )}
          </div>
        )}
      </PageHeader>
      <div className="mx-auto flex max-w-5xl flex-col gap-4 px-5">
        {state.status === 'loading' && (
          <p role="status" className="flex items-center justify-center gap-3 text-ink-soft">
            <Spinner className="size-6" /> Loading your characters…
          </p>
        )}
        {state.status === 'failed' && (
          <div
            role="alert"
            className="flex flex-col items-center gap-4 rounded-3xl bg-white p-8 text-center shadow-soft"
          >
            <p>{CHARACTERS_TEXT.failed}</p>
            <Button variant="secondary" onClick={() => reload(true)}>
              Try again
            </Button>
          </div>
        )}
        {state.status === 'ready' && characters.length === 0 && (
          <section className="rounded-3xl bg-white p-8 text-center shadow-soft">
            <h2 className="text-2xl font-semibold">No characters yet</h2>
            <p className="mt-2 text-ink-soft">{CHARACTERS_TEXT.empty}</p>
          </section>
        )}
        {characters.length > 0 && (
          <>
            <p className="text-center text-sm text-ink-soft">
              {characters.length} of {MAX_SAVED_CHARACTERS} characters saved
            </p>
            <ul aria-label="Saved characters" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {characters.map((character) => (
                <li key={character.id} className="min-w-0">
                  <CharacterCard
                    character={character}
                    onEdit={() => setEditing({ character })}
                    onDelete={() => setDeleting(character)}
                  />
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
      {editing && (
        <CharacterFormDialog
          initial={editing.character ? draftOf(editing.character) : emptyDraft()}
          savedPhotoCount={editing.character?.photoCount ?? 0}
          onClose={() => setEditing(null)}
          onSaved={(name) => {
            setEditing(null);
            toast.show({ type: 'success', message: `${name} is saved.` });
            reload();
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete ${deleting?.name ?? ''}?`}
        confirmLabel={busyDelete ? 'Deleting…' : 'Delete'}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      >
        <p className="wrap-anywhere">
          {deleting?.name} and their photos will be removed from your saved characters. Books you already made
          stay as they are.
        </p>
      </ConfirmDialog>
    </div>
  );
}
