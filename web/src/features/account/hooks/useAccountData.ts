import { useEffect, useState } from 'react';
import type { OrganizationMember, UserInfoResponse } from '@contract/accounts';
import { getUserName } from '../../../api/userName';
import { getNumCredits, getOrganizationMembers, getUserInfo } from '../api/account';

export interface AccountData {
  /** From getUserName; null when it failed or was empty. */
  name: string | null;
  credits: number | null;
  info: UserInfoResponse | null;
}

function settled<T>(result: PromiseSettledResult<T>, what: string): T | null {
  if (result.status === 'fulfilled') return result.value;
  // Spec part 1 §8: name, credits (and the like) load failures are logged only.
  console.error(`Loading the ${what} failed`, result.reason);
  return null;
}

/** The account page's data; null while loading. Loads again whenever `version` changes. */
export function useAccountData(enabled: boolean, version: number): AccountData | null {
  const [loaded, setLoaded] = useState<{ version: number; data: AccountData } | null>(null);

  useEffect(() => {
    if (!enabled) return;
    let active = true;
    void Promise.allSettled([getUserName(), getNumCredits(), getUserInfo()]).then(([name, credits, info]) => {
      if (!active) return;
      setLoaded({
        version,
        data: {
          name: settled(name, 'user name'),
          credits: settled(credits, 'credits'),
          info: settled(info, 'user info'),
        },
      });
    });
    return () => {
      active = false;
    };
  }, [enabled, version]);

  // Older data stays on screen while a reload is under way.
  return enabled && loaded ? loaded.data : null;
}

export type MembersState =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; members: OrganizationMember[] };

/**
 * The members of the viewer's organization, without the viewer (the server leaves the caller out
 * too; the empty messages of spec part 1 §2 speak of the others).
 */
export function useOrganizationMembers(
  organizationID: string | null,
  viewerEmail: string | null,
): MembersState {
  const [result, setResult] = useState<{ id: string; state: MembersState } | null>(null);

  useEffect(() => {
    if (!organizationID) return;
    let active = true;
    getOrganizationMembers(organizationID).then(
      (members) => {
        if (!active) return;
        const viewer = viewerEmail?.toLowerCase();
        const others = members.filter((member) => !viewer || member.emailAdd?.toLowerCase() !== viewer);
        setResult({ id: organizationID, state: { status: 'ready', members: others } });
      },
      (error: unknown) => {
        console.error('Loading the organization members failed', error);
        if (active) setResult({ id: organizationID, state: { status: 'failed' } });
      },
    );
    return () => {
      active = false;
    };
  }, [organizationID, viewerEmail]);

  return result && result.id === organizationID ? result.state : { status: 'loading' };
}
