import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/Button';

const COPIED_FOR_MS = 2000;

/** Spec part 1 §2 'Account': an admin with a join code can share it with other educators. */
export function JoinCodePanel({ joinCode }: { joinCode: string }) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(joinCode);
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
          {joinCode}
        </code>
        <Button variant="secondary" size="sm" onClick={() => void copy()}>
          Copy
        </Button>
        <span role="status" className="font-bold text-leaf">
          {copied ? 'Copied!' : ''}
        </span>
      </div>
      <p className="text-sm text-ink-soft">
        Educators who join with this code must verify their email address first.
      </p>
    </section>
  );
}
