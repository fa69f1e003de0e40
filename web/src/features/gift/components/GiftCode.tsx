import { Fragment, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { useT } from '../../../i18n';

/** The code's groups, each ending with its dash: the code may break after a dash, never inside a group. */
export const codeGroups = (code: string) => code.match(/[^-]+-*|-+/g) ?? [code];

/**
 * A gift code shown large enough to read aloud or copy, with a Copy button. On a narrow screen it
 * breaks only after a dash (issue 47: it wrapped in the middle of a group).
 */
export function GiftCode({ code }: { code: string }) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
    } catch {
      // Clipboard refused (an old browser, a denied permission): the code is still on screen.
    }
  }
  return (
    <div className="flex flex-col items-center gap-3 rounded-3xl border-2 border-dashed border-sprout bg-sprout-soft p-6">
      <p className="text-sm font-bold text-ink-soft">{t('gift.code.label')}</p>
      <p
        className="text-center font-mono text-2xl font-bold tracking-wider text-leaf sm:text-3xl"
        data-testid="gift-code"
      >
        {codeGroups(code).map((group, i) => (
          <Fragment key={i}>
            {i > 0 && <wbr />}
            <span data-code-group className="whitespace-nowrap">
              {group}
            </span>
          </Fragment>
        ))}
      </p>
      <Button variant="secondary" size="sm" onClick={() => void copy()}>
        {copied ? t('gift.code.copied') : t('gift.code.copy')}
      </Button>
      <span role="status" className="sr-only">
        {copied ? t('gift.code.copiedNote') : ''}
      </span>
    </div>
  );
}
