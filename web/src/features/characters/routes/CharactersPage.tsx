import { MAX_SAVED_CHARACTERS } from '@contract/characters';
import { useState } from 'react';
import { deleteCharacter, type SavedCharacter } from '../../../api/characters';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/Dialog';
import { PageHeader } from '../../../components/ui/PageHeader';
import { LoadingLine } from '../../../components/ui/Spinner';
import { useToast } from '../../../components/ui/Toast';
import { useAuth } from '../../../lib/auth';
import { usePageMeta } from '../../../lib/meta';
import { CharacterCard } from '../components/CharacterCard';
import { CharacterFormDialog } from '../components/CharacterFormDialog';
import { useSavedCharacters } from '../../../api/useSavedCharacters';
import { draftOf, emptyDraft } from '../lookOptions';
import { lazyMessages, useT } from '../../../i18n';

/** The page's own sentences, in the page's language when read. */
export const CHARACTERS_TEXT = lazyMessages({
  title: 'characters.title',
  lead: 'characters.lead',
  empty: 'characters.empty',
  full: ['characters.full', { max: MAX_SAVED_CHARACTERS }],
  failed: 'characters.failed',
  verifyFirst: 'characters.verifyFirst',
});

type Editing = { character: SavedCharacter | null } | null;

/** /characters: the parent's saved characters, to add, edit and delete (issue 27). */
export default function CharactersPage() {
  const t = useT();
  usePageMeta(t('characters.title'));
  const toast = useToast();
  const { user } = useAuth();
  // Saving needs a verified email (the server answers 403 otherwise).
  const verified = user?.emailVerified === true;
  const { state, reload } = useSavedCharacters();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<SavedCharacter | null>(null);
  const [busyDelete, setBusyDelete] = useState(false);

  const characters = state.status === 'ready' ? state.value : [];
  const full = characters.length >= MAX_SAVED_CHARACTERS;
  const why = full
    ? t('characters.full', { max: MAX_SAVED_CHARACTERS })
    : verified
      ? null
      : t('characters.verifyFirst');

  async function confirmDelete() {
    if (!deleting || busyDelete) return;
    setBusyDelete(true);
    try {
      await deleteCharacter(deleting.id);
      toast.show({ type: 'success', message: t('characters.deleted', { name: deleting.name }) });
      reload();
    } catch (error) {
      toast.show({
        type: 'error',
        message: error instanceof Error ? error.message : t('characters.deleteFailed'),
      });
    } finally {
      setBusyDelete(false);
      setDeleting(null);
    }
  }

  return (
    <div className="pb-16">
      <PageHeader title={t('characters.title')} lead={t('characters.lead')}>
        {state.status === 'ready' && (
          <div className="flex flex-col items-center gap-2">
            <Button
              size="lg"
              disabled={why !== null}
              aria-describedby={why ? 'characters-add-why' : undefined}
              onClick={() => setEditing({ character: null })}
            >
              {t('characters.add')}
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
        {state.status === 'loading' && <LoadingLine label={t('characters.loading')} />}
        {state.status === 'failed' && (
          <div
            role="alert"
            className="flex flex-col items-center gap-4 rounded-3xl bg-white p-8 text-center shadow-soft"
          >
            <p>{t('characters.failed')}</p>
            <Button variant="secondary" onClick={() => reload(true)}>
              {t('characters.tryAgain')}
            </Button>
          </div>
        )}
        {state.status === 'ready' && characters.length === 0 && (
          <section className="rounded-3xl bg-white p-8 text-center shadow-soft">
            <h2 className="text-2xl font-semibold">{t('characters.none')}</h2>
            <p className="mt-2 text-ink-soft">{t('characters.empty')}</p>
          </section>
        )}
        {characters.length > 0 && (
          <>
            <p className="text-center text-sm text-ink-soft">
              {t('characters.count', { count: characters.length, max: MAX_SAVED_CHARACTERS })}
            </p>
            <ul aria-label={t('characters.list')} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
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
            toast.show({ type: 'success', message: t('characters.saved', { name }) });
            reload();
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('characters.delete.title', { name: deleting?.name ?? '' })}
        confirmLabel={busyDelete ? t('characters.delete.busy') : t('characters.delete')}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      >
        <p className="wrap-anywhere">{t('characters.delete.body', { name: deleting?.name ?? '' })}</p>
      </ConfirmDialog>
    </div>
  );
}
