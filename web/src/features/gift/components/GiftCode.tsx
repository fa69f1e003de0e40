import { useState } from 'react';
import { Button } from '../../../components/ui/Button';

/** A gift code shown large enough to read aloud or copy, with a Copy button. */
export function GiftCode({ code }: { code: string }) {
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
      <p className="text-sm font-bold text-ink-soft">Gift code</p>
      <p
        className="font-mono text-2xl font-bold tracking-wider break-all text-leaf sm:text-3xl"
        data-testid="gift-code"
      >
        {code}
      </p>
      <Button variant="secondary" size="sm" onClick={() => void copy()}>
        {copied ? 'Copied' : 'Copy the code'}
      </Button>
      <span role="status" className="sr-only">
        {copied ? 'The gift code is copied.' : ''}
      </span>
    </div>
  );
}
