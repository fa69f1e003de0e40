import { useState } from 'react';
import type { OrganizationMember } from '@contract/accounts';
import { Button } from '../../../components/ui/Button';
import { Spinner } from '../../../components/ui/Spinner';
import { apiErrorOr, useSubmit } from '../../../lib/useSubmit';
import { removeOrganizationMember } from '../api/account';
import type { MembersState } from '../hooks/useAccountData';
import { ConfirmDialog } from './ConfirmDialog';
import { formatDate, useLocale, useT, type Locale, type MessageId } from '../../../i18n';

/** When a member joined ('Jan 5, 2026' / '5 ene 2026'); null when not known. */
function joined(createdAt: string | null, locale: Locale): string | null {
  if (!createdAt) return null;
  return formatDate(createdAt, locale, 'medium') || null;
}

function role(member: OrganizationMember): MessageId {
  return member.userRole === 'admin' ? 'account.members.admin' : 'account.members.member';
}

/** Who a member is, in words: their name, else their email. */
function who(member: OrganizationMember): string | null {
  return member.name?.trim() || member.emailAdd || null;
}

/**
 * Spec part 1 §2 'Account': the organization members table of educators. An admin can also
 * remove a member (issue 26), after a confirmation: they leave the organization, their account
 * stays.
 */
export function OrganizationMembers({
  isAdmin,
  organizationID,
  orgName,
  state,
}: {
  isAdmin: boolean;
  organizationID: string;
  orgName: string | null;
  state: MembersState;
}) {
  const t = useT();
  const locale = useLocale();
  const NOT_AVAILABLE = t('account.members.notAvailable');
  const [removing, setRemoving] = useState<OrganizationMember | null>(null);
  const [removed, setRemoved] = useState<{ ids: string[]; last: string | null }>({ ids: [], last: null });
  const { busy, error, run, fail } = useSubmit(apiErrorOr(t('account.members.removeFailed')));
  const title = isAdmin ? t('account.members.titleAdmin') : t('account.members.title');
  const empty = isAdmin ? t('account.members.emptyAdmin') : t('account.members.empty');
  const named = (member: OrganizationMember) => who(member) ?? t('account.members.thisMember');
  const members =
    state.status === 'ready' ? state.members.filter((m) => !removed.ids.includes(m.memberID)) : [];

  const remove = (member: OrganizationMember) =>
    run(async () => {
      await removeOrganizationMember(organizationID, member.memberID);
      setRemoved((current) => ({ ids: [...current.ids, member.memberID], last: named(member) }));
      setRemoving(null);
    });

  return (
    <section
      aria-labelledby="members-title"
      className="flex flex-col gap-4 rounded-card bg-white p-6 shadow-soft sm:p-8"
    >
      <div>
        <h2 id="members-title" className="text-2xl font-semibold">
          {title}
        </h2>
        {orgName && <p className="text-ink-soft">{orgName}</p>}
      </div>
      {state.status === 'loading' && (
        <p role="status" className="flex items-center gap-2 text-leaf">
          <Spinner />
          {t('account.members.loading')}
        </p>
      )}
      {state.status === 'failed' && <p className="text-ink-soft">{t('account.members.loadFailed')}</p>}
      <p role="status" className="font-bold text-leaf empty:hidden">
        {removed.last ? t('account.members.removed', { name: removed.last }) : ''}
      </p>
      {state.status === 'ready' && members.length === 0 && <p>{empty}</p>}
      {state.status === 'ready' && members.length > 0 && (
        <div className="overflow-x-auto">
          <table aria-labelledby="members-title" className="w-full min-w-[32rem] text-left">
            <thead>
              <tr className="border-b-2 border-sprout-soft font-heading text-leaf">
                {[t('account.members.name'), t('account.members.email'), t('account.members.role')].map(
                  (column) => (
                    <th key={column} scope="col" className="py-2 pr-4">
                      {column}
                    </th>
                  ),
                )}
                <th scope="col" className="py-2">
                  {t('account.members.joined')}
                </th>
                {isAdmin && (
                  <th scope="col" className="py-2">
                    <span className="sr-only">{t('account.members.actions')}</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {members.map((member) => (
                <tr key={member.memberID} className="border-b border-ink-soft/15">
                  <td className="py-2 pr-4">{member.name?.trim() || NOT_AVAILABLE}</td>
                  <td className="py-2 pr-4 break-all">{member.emailAdd || NOT_AVAILABLE}</td>
                  <td className="py-2 pr-4">{t(role(member))}</td>
                  <td className="py-2">{joined(member.createdAt, locale) ?? NOT_AVAILABLE}</td>
                  {isAdmin && (
                    <td className="py-2 text-right">
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={t('account.members.removeWho', { name: named(member) })}
                        onClick={() => {
                          fail(null);
                          setRemoving(member);
                        }}
                      >
                        {t('account.members.remove')}
                      </Button>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={
          removing
            ? t('account.members.confirmTitle', { name: named(removing) })
            : t('account.members.confirmTitleAnyone')
        }
        confirmLabel={t('account.members.remove')}
        busyLabel={t('account.members.removing')}
        busy={busy}
        error={error}
        onConfirm={() => removing && void remove(removing)}
        onCancel={() => setRemoving(null)}
      >
        <p>{t('account.members.confirm')}</p>
      </ConfirmDialog>
    </section>
  );
}
