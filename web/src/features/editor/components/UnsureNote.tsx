import type { UnsureMark } from '../../../api/legends';
import { SOURCE_LOCALE, useLocale, useT } from '../../../i18n';

/**
 * The reasons in the page's language (issue 45): each code's message, with the character's name
 * or the score. In English, and for drawings checked before the codes, the server's own
 * sentences, which also carry the check's details ('her hair is blond, the sheet shows black').
 */
function useReasonWords(mark: UnsureMark): string[] {
  const t = useT();
  const locale = useLocale();
  const { reasons, codes } = mark;
  if (locale === SOURCE_LOCALE || !codes || codes.length !== reasons.length) return reasons;
  return codes.map(({ code, name, score }) =>
    t(`editor.unsure.${code}`, { name: name ?? '', score: score ?? 0 }),
  );
}

/**
 * Beside a picture the page check was unsure of (issue 32): it was drawn twice and neither
 * passed, so the parent sees why and can use the redo button next to it.
 */
export function UnsureNote({ mark }: { mark: UnsureMark | undefined }) {
  if (!mark) return null;
  return <UnsureReasons mark={mark} />;
}

function UnsureReasons({ mark }: { mark: UnsureMark }) {
  const t = useT();
  const words = useReasonWords(mark);
  return (
    <div role="note" className="flex flex-col gap-1 rounded-2xl bg-sunrise-soft p-3 text-sm text-ink">
      <p className="font-heading font-semibold">{t('editor.unsure')}</p>
      {words.length > 0 && (
        <ul className="list-disc pl-5">
          {words.map((reason, i) => (
            <li key={i}>{reason}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
