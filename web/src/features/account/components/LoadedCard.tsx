import type { ReactNode } from 'react';
import { LoadingState } from '../../../components/ui/Spinner';
import { useLoad } from '../../../lib/useLoad';
import { SettingsCard } from './SettingsCard';
import { useT, type MessageId } from '../../../i18n';

/**
 * A settings card over a list the API answers: 'Loading your <what>...' until it comes, a
 * message to reload when it cannot, then what `children` makes of it.
 */
export function LoadedCard<T>({
  id,
  title,
  load,
  what,
  words,
  children,
  after,
}: {
  id: string;
  title: string;
  load: () => Promise<T>;
  /** What is loaded, in the plural, for the log: 'purchases', 'gifts'. */
  what: string;
  /** What the card says while it loads and when it cannot ('Loading your purchases...'). */
  words: { loading: MessageId; failed: MessageId };
  children: (data: T) => ReactNode;
  /** Shown under it whatever happens (a link to give another gift). */
  after?: ReactNode;
}) {
  const t = useT();
  // Loaded once, when the card is shown.
  const [state] = useLoad(load, what);
  return (
    <SettingsCard id={id} title={title}>
      {state.status === 'failed' ? (
        <p role="alert">{t(words.failed)}</p>
      ) : state.status === 'loading' ? (
        <LoadingState label={t(words.loading)} />
      ) : (
        children(state.value)
      )}
      {after}
    </SettingsCard>
  );
}

/** A receipt's facts, a name and a value a row; the last (a long number) may break anywhere. */
export function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 text-sm">
      {rows.map(([name, value], i) => (
        <Fact key={name} name={name} value={value} last={i === rows.length - 1} />
      ))}
    </dl>
  );
}

function Fact({ name, value, last }: { name: string; value: ReactNode; last: boolean }) {
  return (
    <>
      <dt>{name}</dt>
      <dd className={last ? 'break-all' : undefined}>{value}</dd>
    </>
  );
}
