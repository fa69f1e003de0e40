import { ButtonLink } from '../../../components/ui/Button';

/** Spec part 1 §2 'Account' (verified): welcome, credit balance, links to create and pricing. */
export function AccountSummary({ name, credits }: { name: string; credits: number | null }) {
  return (
    <section
      aria-labelledby="account-welcome"
      className="flex flex-col gap-4 rounded-card bg-white p-6 shadow-soft sm:p-8"
    >
      <h2 id="account-welcome" className="text-2xl font-semibold">
        Welcome, {name}!
      </h2>
      {credits !== null && (
        <p className="text-lg">
          You have{' '}
          <strong className="font-heading text-2xl text-leaf">
            {credits} {credits === 1 ? 'story credit' : 'story credits'}
          </strong>
          .
        </p>
      )}
      {credits === 0 && (
        <p className="text-ink-soft">
          Buy credits to keep creating personalized stories for your little ones.
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <ButtonLink to="/create">Create a story</ButtonLink>
        <ButtonLink to="/?section=pricing" variant="secondary">
          Buy more credits
        </ButtonLink>
      </div>
    </section>
  );
}
