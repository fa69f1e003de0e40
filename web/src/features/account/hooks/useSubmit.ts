import { useState } from 'react';
import { settingsErrorMessage } from '../components/settingsErrors';

/** One settings form's send: busy while it runs, then what happened in words. */
export function useSubmit() {
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  async function run(action: () => Promise<string>) {
    setBusy(true);
    setDone(null);
    setError(null);
    try {
      setDone(await action());
    } catch (cause) {
      setError(settingsErrorMessage(cause));
    } finally {
      setBusy(false);
    }
  }
  return { busy, done, error, run, fail: setError };
}
