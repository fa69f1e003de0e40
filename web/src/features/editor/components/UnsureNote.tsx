import { useT } from '../../../i18n';

/**
 * Beside a picture the page check was unsure of (issue 32): it was drawn twice and neither
 * passed, so the parent sees why and can use the redo button next to it.
 */
export function UnsureNote({ reasons }: { reasons: readonly string[] | undefined }) {
  const t = useT();
  if (!reasons) return null;
  return (
    <div role="note" className="flex flex-col gap-1 rounded-2xl bg-sunrise-soft p-3 text-sm text-ink">
      <p className="font-heading font-semibold">{t('editor.unsure')}</p>
      {reasons.length > 0 && (
        <ul className="list-disc pl-5">
          {reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
