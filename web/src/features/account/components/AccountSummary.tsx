import { ButtonLink } from '../../../components/ui/Button';
import { T, useT } from '../../../i18n';
import { CardSection } from '../../../components/ui/HeadedSection';

/** Spec part 1 §2 'Account' (verified): welcome, credit balance, links to create and pricing. */
export function AccountSummary({ name, credits }: { name: string; credits: number | null }) {
  const t = useT();
  return (
    <CardSection id="account-welcome" title={t('account.summary.welcome', { name })} className="gap-4">
      {credits !== null && (
        <p className="text-lg">
          <T
            id="account.summary.credits"
            values={{ count: credits }}
            components={{ 0: <strong className="font-heading text-2xl text-leaf" /> }}
          />
        </p>
      )}
      {credits === 0 && <p className="text-ink-soft">{t('account.summary.buyMore')}</p>}
      <div className="flex flex-wrap gap-3">
        <ButtonLink to="/create">{t('account.summary.create')}</ButtonLink>
        <ButtonLink to="/?section=pricing" variant="secondary">
          {t('account.summary.buy')}
        </ButtonLink>
      </div>
    </CardSection>
  );
}
