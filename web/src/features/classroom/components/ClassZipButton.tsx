import { classZipFileName } from '@contract/classroom';
import { getClassZip } from '../../../api/classes';
import { Button } from '../../../components/ui/Button';
import { saveBlob } from '../../../lib/download';
import { useSubmit } from '../../../lib/useSubmit';
import { i18n, useT } from '../../../i18n';

/**
 * 'Download all (ZIP)': the class's ready books as one ZIP, disabled until one is ready, with a
 * note while some are still being made and a polite alert when the ZIP could not be made.
 */
export function ClassZipButton({
  classId,
  title,
  done,
  total,
}: {
  classId: string;
  title: string;
  done: number;
  total: number;
}) {
  const t = useT();
  const {
    busy: zipping,
    error: zipError,
    run,
  } = useSubmit(() => i18n._('classroom.zip.failed'), {
    log: 'Downloading the class ZIP failed',
  });

  const downloadZip = () => run(async () => saveBlob(await getClassZip(classId), classZipFileName(title)));

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-3">
        <Button busy={zipping} disabled={done === 0} onClick={() => void downloadZip()}>
          {t('classroom.zip.download')}
        </Button>
        {done > 0 && done < total && <p className="text-sm text-ink-soft">{t('classroom.zip.partial')}</p>}
      </div>
      {zipError && (
        <p role="alert" className="font-bold">
          {zipError}
        </p>
      )}
    </div>
  );
}
