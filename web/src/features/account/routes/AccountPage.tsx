import { useState } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import type { User } from 'firebase/auth';
import { PageHeader } from '../../../components/ui/PageHeader';
import { LoadingState } from '../../../components/ui/Spinner';
import { useAuth } from '../../../lib/auth';
import { usePageMeta } from '../../../lib/meta';
import { cameFromSignIn } from '../../../lib/signInLanding';
import { AccountSummary } from '../components/AccountSummary';
import { DeleteAccountSection } from '../components/DeleteAccountSection';
import { GiftsGiven } from '../components/GiftsGiven';
import { JoinCodePanel } from '../components/JoinCodePanel';
import { NewsletterSetting } from '../components/NewsletterSetting';
import { ProfileSettings } from '../components/ProfileSettings';
import { ReadingModeSetting } from '../components/ReadingModeSetting';
import { PurchaseHistory } from '../components/PurchaseHistory';
import { RedeemGift } from '../components/RedeemGift';
import { OrganizationMembers } from '../components/OrganizationMembers';
import { VerifyEmailNotice } from '../components/VerifyEmailNotice';
import { useAccountData, useOrganizationMembers, type AccountData } from '../hooks/useAccountData';
import { useEmailVerification } from '../hooks/useEmailVerification';
import { giftAtSignupOf, type GiftAtSignup } from '../giftAtSignup';
import { useT } from '../../../i18n';

/** /account (spec part 1 §2 'Account', §4 'Email verification' and 'Account'). */
export default function AccountPage() {
  const t = useT();
  usePageMeta(t('account.page.title'));
  const { user } = useAuth();
  return (
    <div className="pb-16">
      <PageHeader title={t('account.page.title')} />
      <div className="mx-auto flex max-w-4xl flex-col gap-6 px-5">{user && <AccountBody user={user} />}</div>
    </div>
  );
}

function AccountBody({ user }: { user: User }) {
  const t = useT();
  const verification = useEmailVerification(user);
  const ready = verification.verified && !verification.confirming;
  const data = useAccountData(ready, verification.version);
  // Spec part 1 §4 leads a parent with credits on to create when they arrive from signing in or
  // from the verification link; the navbar's Account, the footer's and the emails' links
  // (?section=...) and a reload open the account page itself (lib/signInLanding.ts).
  const [params] = useSearchParams();
  const location = useLocation();
  const landing =
    (cameFromSignIn(location.state) || params.get('verified') === 'true') && !params.has('section');
  const gift = giftAtSignupOf(location.state);

  if (verification.confirming) return <LoadingState label={t('account.page.confirming')} />;
  // Spec part 1 §4: a non-educator with credits goes straight on to creating after signing in.
  if (
    verification.verified &&
    data &&
    landing &&
    !gift &&
    data.info &&
    data.info.userType !== 'educator' &&
    (data.credits ?? 0) > 0
  ) {
    return <Navigate to="/create" replace />;
  }
  return (
    <>
      {gift?.redeemed && (
        <p role="status" className="rounded-card bg-sprout-soft px-6 py-4 text-lg font-bold text-leaf">
          Your gift is in: {gift.credits} {gift.credits === 1 ? 'story credit was' : 'story credits were'}{' '}
          added to your account.
        </p>
      )}
      {!verification.verified ? (
        <>
          <VerifyEmailNotice user={user} onCheck={verification.checkNow} />
          {gift && !gift.redeemed && (
            <RedeemGift onRedeemed={() => undefined} initialCode={gift.code} initialError={gift.error} />
          )}
        </>
      ) : data ? (
        <VerifiedAccount user={user} data={data} gift={gift} />
      ) : (
        <LoadingState label={t('account.page.loading')} />
      )}
      {/* One place in the tree whatever loads above it: an open dialog survives the account loading. */}
      {user.email && <DeleteAccountSection email={user.email} />}
    </>
  );
}

function VerifiedAccount({ user, data, gift }: { user: User; data: AccountData; gift: GiftAtSignup | null }) {
  const info = data.info;
  const educator = info?.userType === 'educator';
  const isAdmin = info?.userRole === 'admin';
  const members = useOrganizationMembers(educator ? (info?.organizationID ?? null) : null, user.email);
  const [renamed, setRenamed] = useState<string | null>(null);
  // A redeemed gift changes the balance on this page at once.
  const [balance, setBalance] = useState<number | null>(null);
  // Spec part 1 §7 getUserName fallbacks: account display name, email, 'Guest'.
  const name = renamed || data.name || user.displayName || user.email || 'Guest';

  return (
    <>
      <AccountSummary name={name} credits={balance ?? data.credits} />
      {educator && isAdmin && info?.joinCode && info.organizationID && (
        <JoinCodePanel joinCode={info.joinCode} organizationID={info.organizationID} />
      )}
      {educator && info?.organizationID && (
        <OrganizationMembers
          isAdmin={isAdmin}
          organizationID={info.organizationID}
          orgName={info.orgName}
          state={members}
        />
      )}
      <ProfileSettings
        user={user}
        name={renamed || data.name || user.displayName || ''}
        onRenamed={setRenamed}
      />
      <RedeemGift
        onRedeemed={setBalance}
        {...(gift && !gift.redeemed ? { initialCode: gift.code, initialError: gift.error } : {})}
      />
      <NewsletterSetting />
      <ReadingModeSetting />
      <PurchaseHistory />
      <GiftsGiven />
    </>
  );
}
