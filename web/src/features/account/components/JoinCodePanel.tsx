import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { apiErrorOr, useSubmit } from '../../../lib/useSubmit';
import { rotateJoinCode } from '../api/account';
import { ConfirmDialog } from './ConfirmDialog';

const COPIED_FOR_MS = 2000;

/**
 * Spec part 1 §2 'Account': an admin with a join code can share it with other educators, and
 * replace it (issue 26) when it has gone further than it should: the old one stops working.
 */
export function JoinCodePanel({ joinCode, organizationID }: { joinCode: string; organizationID: string }) {
  const [copied, setCopied] = useState(false);
  const [current, setCurrent] = useState(joinCode);
  const [confirming, setConfirming] = useState(false);
  const { busy, error, run, fail } = useSubmit(
    apiErrorOr('We could not replace the join code. Please try again.'),
  );
  const [rotated, setRotated] = useState(false);

  const rotate = () =>
    run(async () => {
      setCurrent((await rotateJoinCode(organizationID)).joinCode);
      setRotated(true);
      setCopied(false);
      setConfirming(false);
    });

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(current);
      setCopied(true);
    } catch (error) {
      console.error('Copying the join code failed', error);
    }
  }

  return (
    <section
      aria-labelledby="join-code-title"
      className="flex flex-col gap-3 rounded-card border-2 border-sunrise bg-sunrise-soft p-6"
    >
      <h2 id="join-code-title" className="text-xl font-semibold">
        Organization Join Code
      </h2>
      <p>Share this code with other educators so they can join your organization when they sign up.</p>
      <div className="flex flex-wrap items-center gap-4">
        <code
          aria-label="Join code"
          className="rounded-xl bg-white px-4 py-2 font-heading text-2xl font-semibold tracking-[0.3em] text-leaf"
        >
          {current}
        </code>
        <Button variant="secondary" size="sm" onClick={() => void copy()}>
          Copy
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            fail(null);
            setConfirming(true);
          }}
        >
          Replace code
        </Button>
        <span role="status" className="font-bold text-leaf">
          {copied ? 'Copied!' : rotated ? 'New join code ready.' : ''}
        </span>
      </div>
      <ConfirmDialog
        open={confirming}
        title="Replace the join code?"
        confirmLabel="Replace code"
        busyLabel="Replacing…"
        busy={busy}
        error={error}
        onConfirm={() => void rotate()}
        onCancel={() => setConfirming(false)}
      >
        <p>
          The code <strong>{current}</strong> stops working at once. Educators who have not joined yet will
          need the new code; members who already joined stay.
        </p>
      </ConfirmDialog>
      <p className="text-sm text-ink-soft">
        Educators who join with this code must verify their email address first.
      </p>
    </section>
  );
}
