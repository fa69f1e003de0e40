import { CLASSROOM_PACK, CLASSROOM_PACK_CENTS, MAX_CLASSROOM_PACKS } from '@contract/pricing';
import { useState } from 'react';
import { openPayment, useCheckout } from '../../../api/checkout';
import { orgCheckout, type OrgCreditsResponse } from '../../../api/classes';
import { Button } from '../../../components/ui/Button';
import { SelectField } from '../../../components/ui/SelectField';
import { T, useFormat, useT } from '../../../i18n';

const PACK_COUNTS = Array.from({ length: MAX_CLASSROOM_PACKS }, (_, i) => i + 1);

/**
 * The organization's shared balance. Its admin adds Classroom Packs through the same checkout as
 * personal credits; members see the balance and whom to ask.
 */
export function OrgBalance({ org }: { org: OrgCreditsResponse }) {
  const t = useT();
  const format = useFormat();
  const [packs, setPacks] = useState('1');
  const [error, setError] = useState<string | null>(null);
  const { checkout, busy, regionOpen } = useCheckout({
    what: 'classroom checkout',
    onFailure: () => setError(t('classroom.balance.paymentFailed')),
  });
  return (
    <section aria-labelledby="org-balance" className="flex flex-col gap-3 rounded-card bg-sprout-soft p-5">
      <h2 id="org-balance" className="text-xl font-semibold">
        <T
          id="classroom.balance.title"
          values={{ name: org.orgName, count: org.credits }}
          components={{ 0: <span data-testid="org-credits" /> }}
        />
      </h2>
      <p>
        {t('classroom.balance.packs', {
          count: CLASSROOM_PACK.credits,
          price: format.price(CLASSROOM_PACK_CENTS, 'usd'),
          perBook: format.price(CLASSROOM_PACK.perBookCents, 'usd'),
        })}
      </p>
      {org.canBuy ? (
        <div className="flex flex-wrap items-end gap-3">
          <SelectField
            label={t('classroom.balance.add')}
            value={packs}
            options={PACK_COUNTS.map((count) => ({
              value: String(count),
              label: t('classroom.balance.option', {
                count,
                books: count * CLASSROOM_PACK.credits,
                price: format.price(count * CLASSROOM_PACK_CENTS, 'usd'),
              }),
            }))}
            onChange={(e) => setPacks(e.target.value)}
          />
          <Button
            busy={busy}
            onClick={() => {
              setError(null);
              void checkout(() => openPayment(() => orgCheckout(Number(packs))));
            }}
          >
            {t('classroom.balance.buy')}
          </Button>
        </div>
      ) : (
        <p className="text-ink-soft">{t('classroom.balance.askAdmin')}</p>
      )}
      {(error || regionOpen) && (
        <p role="alert" className="font-bold">
          {regionOpen ? t('classroom.balance.region') : error}
        </p>
      )}
    </section>
  );
}
