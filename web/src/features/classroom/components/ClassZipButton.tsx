import { classZipFileName } from '@contract/classroom';
import { useState } from 'react';
import { getClassZip } from '../../../api/classes';
import { Button } from '../../../components/ui/Button';
import { saveBlob } from '../../../lib/download';

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
  const [zipping, setZipping] = useState(false);
  const [zipError, setZipError] = useState<string | null>(null);

  async function downloadZip() {
    setZipping(true);
    setZipError(null);
    try {
      saveBlob(await getClassZip(classId), classZipFileName(title));
    } catch (caught) {
      console.error('Downloading the class ZIP failed', caught);
      setZipError('The ZIP could not be made just now. Please try again.');
    } finally {
      setZipping(false);
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-3">
        <Button busy={zipping} disabled={done === 0} onClick={() => void downloadZip()}>
          Download all (ZIP)
        </Button>
        {done > 0 && done < total && (
          <p className="text-sm text-ink-soft">The ZIP holds the books ready so far.</p>
        )}
      </div>
      {zipError && (
        <p role="alert" className="font-bold">
          {zipError}
        </p>
      )}
    </div>
  );
}
