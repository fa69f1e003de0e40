import { useEffect, useState } from 'react';
import { Button } from '../../../../components/ui/Button';
import { Spinner } from '../../../../components/ui/Spinner';
import { ApiError } from '../../../../lib/api';
import { useSubmit } from '../../../../lib/useSubmit';
import { useT } from '../../../../i18n';
import {
  buildPrintFile,
  downloadPrintFile,
  getCoverImage,
  getImageNumbers,
  getPrintFileStatus,
  getProof,
  setCoverImage,
  type Binding,
  type PrintEdition,
  type PrintFileStatus,
  type ProofAnswer,
} from '../../api/print';
import { CoverPicker } from '../CoverPicker';
import { PrintProof } from './PrintProof';
import { loadPdfRenderer, type ProofDocument, type ProofRenderer } from './renderer';

/** How often the page asks whether the print files are built. */
const POLL_MS = 2500;

type Files = { interior: PrintFileStatus; cover: PrintFileStatus };
/** The builds of the two files a proof showed. */
export type ProofBuilds = { interior: string; cover: string };
type Loaded = { proof: ProofAnswer; interior: ProofDocument; cover: ProofDocument };

const failureOf = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status < 500 && error.message ? error.message : fallback;

/**
 * The order page's proof step: choose the cover, make the print files (they are built once and
 * then printed as they are), look at every page as it will print, and tick that it was checked.
 * The tick goes whenever what would print changes: another cover, edition or binding, a rebuild.
 */
export function ProofStep({
  storyId,
  storyTitle,
  edition,
  binding,
  onConfirmedChange,
  checkedBefore = null,
  loadRenderer = loadPdfRenderer,
}: {
  storyId: string;
  storyTitle: string;
  edition: PrintEdition;
  binding: Binding;
  /** The tick, with the builds of the files it is for (null while unticked). */
  onConfirmedChange: (checkedFor: ProofBuilds | null) => void;
  /**
   * A tick given on an earlier visit (back from the payment page): shown ticked again only when
   * the files are still those very builds.
   */
  checkedBefore?: ProofBuilds | null;
  loadRenderer?: () => Promise<ProofRenderer>;
}) {
  const t = useT();
  const [book, setBook] = useState<{ imageIds: string[]; coverPage: number | null } | 'loading' | 'failed'>(
    'loading',
  );
  const [files, setFiles] = useState<Files | null>(null);
  const [choosing, setChoosing] = useState(false);
  const [choice, setChoice] = useState<number | null>(null);
  const {
    busy,
    error: problem,
    run,
    fail,
  } = useSubmit((error) => failureOf(error, t('print.proof.startFailed')), {
    log: 'Making the proof failed',
  });
  const [checked, setChecked] = useState(false);
  /** Bumped whenever the files may differ from the proof shown (a build) or it is asked again. */
  const [version, setVersion] = useState(0);
  /** The proof opened for one edition, binding and version; another key shows as loading. */
  const loadKey = `${edition}/${binding}/${version}`;
  const [opened, setOpened] = useState<{ key: string; result: Loaded | 'failed' } | null>(null);
  const loaded = opened?.key === loadKey ? opened.result : 'loading';

  // Each edition has its own interior, each binding its own cover lines: a new proof to check.
  const proofFor = `${edition}/${binding}`;
  const [tickedFor, setTickedFor] = useState(proofFor);
  if (tickedFor !== proofFor) {
    setTickedFor(proofFor);
    setChecked(false);
  }

  // '' where the server names no build: such a tick is never restored.
  const interiorBuild = files?.interior.status === 'ready' ? (files.interior.build ?? '') : null;
  const coverBuild = files?.cover.status === 'ready' ? (files.cover.build ?? '') : null;
  useEffect(
    () =>
      onConfirmedChange(
        checked && interiorBuild !== null && coverBuild !== null
          ? { interior: interiorBuild, cover: coverBuild }
          : null,
      ),
    [checked, interiorBuild, coverBuild, onConfirmedChange],
  );

  // The tick of an earlier visit comes back once, for the same files only.
  const [restored, setRestored] = useState(false);
  if (
    !restored &&
    checkedBefore &&
    interiorBuild &&
    coverBuild &&
    typeof opened?.result === 'object' &&
    opened.key === loadKey
  ) {
    setRestored(true);
    if (checkedBefore.interior === interiorBuild && checkedBefore.cover === coverBuild) setChecked(true);
    // (an unnamed build, '', never gets here: both must be named)
  }

  useEffect(() => {
    let live = true;
    Promise.all([getImageNumbers(storyId), getCoverImage(storyId)]).then(
      ([imageIds, coverPage]) => live && setBook({ imageIds, coverPage }),
      (error: unknown) => {
        console.error('Loading the book for its proof failed', error);
        if (live) setBook('failed');
      },
    );
    return () => {
      live = false;
    };
  }, [storyId]);

  // The files' state, again every few seconds while one is building.
  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const look = async () => {
      try {
        const [interior, cover] = await Promise.all([
          getPrintFileStatus(storyId, 'interior', edition, binding),
          getPrintFileStatus(storyId, 'cover', edition, binding),
        ]);
        if (!live) return;
        setFiles({ interior, cover });
        if (interior.status === 'building' || cover.status === 'building') timer = setTimeout(look, POLL_MS);
      } catch (error) {
        console.error('Checking the print files failed', error);
        if (live) timer = setTimeout(look, POLL_MS * 2);
      }
    };
    void look();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [storyId, edition, binding, version]);

  const ready = files?.interior.status === 'ready' && files.cover.status === 'ready';
  const building = files?.interior.status === 'building' || files?.cover.status === 'building';

  // Both files built: their geometry and the files themselves, drawn by the PDF renderer.
  useEffect(() => {
    if (!ready || choosing) return;
    let live = true;
    let docs: ProofDocument[] = [];
    (async () => {
      const [proof, interiorBlob, coverBlob, renderer] = await Promise.all([
        getProof(storyId, edition, binding),
        downloadPrintFile(storyId, 'interior', edition, binding),
        downloadPrintFile(storyId, 'cover', edition, binding),
        loadRenderer(),
      ]);
      docs = await Promise.all([
        renderer.open(await interiorBlob.arrayBuffer()),
        renderer.open(await coverBlob.arrayBuffer()),
      ]);
      if (live) setOpened({ key: loadKey, result: { proof, interior: docs[0]!, cover: docs[1]! } });
      else for (const doc of docs) doc.destroy();
    })().catch((error: unknown) => {
      console.error('Loading the proof failed', error);
      if (live) setOpened({ key: loadKey, result: 'failed' });
    });
    return () => {
      live = false;
      for (const doc of docs) doc.destroy();
    };
  }, [ready, choosing, storyId, edition, binding, loadKey, loadRenderer]);

  if (book === 'loading')
    return (
      <p role="status" className="flex items-center gap-2 text-ink-soft">
        <Spinner className="size-5" /> {t('print.proof.gettingPictures')}
      </p>
    );
  if (book === 'failed')
    return (
      <p role="alert" className="text-berry-dark">
        {t('print.proof.picturesFailed')}
      </p>
    );

  const { imageIds, coverPage } = book;
  const picking = coverPage === null || choosing;
  const selected = picking ? (choice ?? coverPage) : coverPage;

  async function makeProof() {
    if (selected === null) {
      fail(t('print.proof.chooseCoverFirst'));
      return;
    }
    setChecked(false);
    await run(async () => {
      if (selected !== coverPage) await setCoverImage(storyId, selected, imageIds[selected - 1] ?? '');
      const [interior, cover] = await Promise.all([
        buildPrintFile(storyId, 'interior', undefined, edition, binding),
        buildPrintFile(storyId, 'cover', selected, edition, binding),
      ]);
      setBook({ imageIds, coverPage: selected });
      setFiles({ interior, cover });
      setChoosing(false);
      setVersion((v) => v + 1);
    });
  }

  const failed = files?.interior.status === 'failed' || files?.cover.status === 'failed';

  return (
    <div className="flex flex-col gap-4">
      <CoverPicker
        imageIds={imageIds}
        title={storyTitle}
        selected={selected}
        onSelect={setChoice}
        {...(picking || selected === null ? {} : { only: selected })}
      />
      {problem && (
        <p role="alert" className="font-semibold text-berry-dark">
          {problem}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        {picking || !files || files.interior.status === 'none' || files.cover.status === 'none' || failed ? (
          <Button onClick={() => void makeProof()} busy={busy} disabled={building}>
            {failed ? t('print.proof.makeAgain') : t('print.proof.make')}
          </Button>
        ) : (
          <Button variant="secondary" onClick={() => setChoosing(true)} disabled={busy || building}>
            {t('print.proof.otherCover')}
          </Button>
        )}
      </div>
      {building && (
        <p role="status" className="flex items-center gap-2 text-ink-soft">
          <Spinner className="size-5" /> {t('print.proof.building')}
        </p>
      )}
      {failed && (
        <p role="alert" className="text-berry-dark">
          {t('print.proof.filesFailed')}
        </p>
      )}
      {ready && !picking && loaded === 'loading' && (
        <p role="status" className="flex items-center gap-2 text-ink-soft">
          <Spinner className="size-5" /> {t('print.proof.opening')}
        </p>
      )}
      {ready && !picking && loaded === 'failed' && (
        <div className="flex flex-col items-start gap-2">
          <p role="alert" className="text-berry-dark">
            {t('print.proof.openFailed')}
          </p>
          <Button variant="secondary" onClick={() => setVersion((v) => v + 1)}>
            {t('print.proof.openAgain')}
          </Button>
        </div>
      )}
      {ready && !picking && typeof loaded === 'object' && (
        <PrintProof
          proof={loaded.proof}
          interior={loaded.interior}
          cover={loaded.cover}
          binding={binding}
          checked={checked}
          onCheckedChange={setChecked}
        />
      )}
    </div>
  );
}
