import { CLASSROOM_PACK, CLASSROOM_PACK_CENTS, formatUsd, MAX_CLASSROOM_PACKS } from '@contract/pricing';
import { useState } from 'react';
import { openPayment, useCheckout } from '../../../api/checkout';
import { orgCheckout, type OrgCreditsResponse } from '../../../api/classes';
import { Button } from '../../../components/ui/Button';
import { SelectField } from '../../../components/ui/SelectField';

const PACKS = Array.from({ length: MAX_CLASSROOM_PACKS }, (_, i) => ({
  value: String(i + 1),
  label: `${i + 1} ${i === 0 ? 'pack' : 'packs'}: ${(i + 1) * CLASSROOM_PACK.credits} books, ${formatUsd((i + 1) * CLASSROOM_PACK_CENTS)}`,
}));

/**
 * The organization's shared balance. Its admin adds Classroom Packs through the same checkout as
 * personal credits; members see the balance and whom to ask.
 */
export function OrgBalance({ org }: { org: OrgCreditsResponse }) {
  const [packs, setPacks] = useState('1');
  const [error, setError] = useState<string | null>(null);
  const { checkout, busy, regionOpen } = useCheckout({
    what: 'classroom checkout',
    onFailure: () => setError('We could not open the payment page. Please try again.'),
  });
  return (
    <section aria-labelledby="org-balance" className="flex flex-col gap-3 rounded-card bg-sprout-soft p-5">
      <h2 id="org-balance" className="text-xl font-semibold">
        {org.orgName}: <span data-testid="org-credits">{org.credits}</span> book{' '}
        {org.credits === 1 ? 'credit' : 'credits'}
      </h2>
      <p>
        Classroom Packs: {CLASSROOM_PACK.credits} books for {formatUsd(CLASSROOM_PACK_CENTS)} (
        {formatUsd(CLASSROOM_PACK.perBookCents)} a book). Every member of your organization makes classes from
        this balance.
      </p>
      {org.canBuy ? (
        <div className="flex flex-wrap items-end gap-3">
          <SelectField
            label="Add credits"
            value={packs}
            options={PACKS}
            onChange={(e) => setPacks(e.target.value)}
          />
          <Button
            busy={busy}
            onClick={() => {
              setError(null);
              void checkout(() => openPayment(() => orgCheckout(Number(packs))));
            }}
          >
            Buy for my organization
          </Button>
        </div>
      ) : (
        <p className="text-ink-soft">
          Only your organization’s administrator can add credits: ask them for a Classroom Pack.
        </p>
      )}
      {(error || regionOpen) && (
        <p role="alert" className="font-bold">
          {regionOpen ? 'Purchases are not available in your region yet.' : error}
        </p>
      )}
    </section>
  );
}
