import { useCallback, useEffect, useState } from 'react';
import { getOrgCredits, type OrgCreditsResponse } from '../../../api/classes';

/**
 * The organization's shared balance: null while loading, 'none' outside an organization (404).
 * `reload` asks again (after a class spends some).
 */
export function useOrgCredits(): {
  org: OrgCreditsResponse | 'none' | null;
  failed: boolean;
  reload: () => void;
  /** How often it was asked again: what else a class changes (the class list) reloads with it. */
  round: number;
} {
  const [org, setOrg] = useState<OrgCreditsResponse | 'none' | null>(null);
  const [failed, setFailed] = useState(false);
  const [round, setRound] = useState(0);
  useEffect(() => {
    let active = true;
    getOrgCredits()
      .then((answer) => {
        if (active) setOrg(answer);
      })
      .catch((error: unknown) => {
        if (!active) return;
        if ((error as { status?: number }).status === 404) setOrg('none');
        else {
          console.error('Loading the organization balance failed', error);
          setFailed(true);
        }
      });
    return () => {
      active = false;
    };
  }, [round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { org, failed, reload, round };
}
