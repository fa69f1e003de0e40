import { useEffect, useState, type ReactNode } from 'react';
import { LoadingState } from '../../../components/ui/Spinner';
import { SettingsCard } from './SettingsCard';

/**
 * A settings card over a list the API answers: 'Loading your <what>...' until it comes, a
 * message to reload when it cannot, then what `children` makes of it.
 */
export function LoadedCard<T>({
  id,
  title,
  load,
  what,
  children,
  after,
}: {
  id: string;
  title: string;
  load: () => Promise<T>;
  /** What is loaded, in the plural: 'purchases', 'gifts'. */
  what: string;
  children: (data: T) => ReactNode;
  /** Shown under it whatever happens (a link to give another gift). */
  after?: ReactNode;
}) {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    load().then(setData, (cause: unknown) => {
      console.error(`Loading the ${what} failed`, cause);
      setError(`We could not load your ${what}. Please reload the page.`);
    });
    // Loaded once, when the card is shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <SettingsCard id={id} title={title}>
      {error ? (
        <p role="alert">{error}</p>
      ) : !data ? (
        <LoadingState label={`Loading your ${what}...`} />
      ) : (
        children(data)
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
