import type { OrganizationMember } from '@contract/accounts';
import { Spinner } from '../../../components/ui/Spinner';
import type { MembersState } from '../hooks/useAccountData';

const NOT_AVAILABLE = 'N/A';

function joined(createdAt: string | null): string {
  if (!createdAt) return NOT_AVAILABLE;
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime())) return NOT_AVAILABLE;
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}

function role(member: OrganizationMember): string {
  return member.userRole === 'admin' ? 'Administrator' : 'Member';
}

/** Spec part 1 §2 'Account': the organization members table of educators. */
export function OrganizationMembers({
  isAdmin,
  orgName,
  state,
}: {
  isAdmin: boolean;
  orgName: string | null;
  state: MembersState;
}) {
  const title = isAdmin ? 'Your Organization Members' : 'Organization Members';
  const empty = isAdmin
    ? 'No members have joined your organization yet.'
    : 'No other members in this organization yet.';

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
          Loading members...
        </p>
      )}
      {state.status === 'failed' && (
        <p className="text-ink-soft">We could not load the members right now. Please try again later.</p>
      )}
      {state.status === 'ready' && state.members.length === 0 && <p>{empty}</p>}
      {state.status === 'ready' && state.members.length > 0 && (
        <div className="overflow-x-auto">
          <table aria-labelledby="members-title" className="w-full min-w-[32rem] text-left">
            <thead>
              <tr className="border-b-2 border-sprout-soft font-heading text-leaf">
                <th scope="col" className="py-2 pr-4">
                  Name
                </th>
                <th scope="col" className="py-2 pr-4">
                  Email
                </th>
                <th scope="col" className="py-2 pr-4">
                  Role
                </th>
                <th scope="col" className="py-2">
                  Joined
                </th>
              </tr>
            </thead>
            <tbody>
              {state.members.map((member, index) => (
                <tr key={member.emailAdd ?? index} className="border-b border-ink-soft/15">
                  <td className="py-2 pr-4">{member.name?.trim() || NOT_AVAILABLE}</td>
                  <td className="py-2 pr-4 break-all">{member.emailAdd || NOT_AVAILABLE}</td>
                  <td className="py-2 pr-4">{role(member)}</td>
                  <td className="py-2">{joined(member.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
