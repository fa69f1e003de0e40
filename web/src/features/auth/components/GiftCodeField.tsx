import { useState } from 'react';
import { CODE_INPUT, Field } from '../../../components/ui/Field';
import { useT } from '../../../i18n';

/**
 * Sign-up's optional 'Have a gift code?': a link that opens the field (open already when the
 * gift email's link brought the code along), so people without a gift see nothing extra.
 */
export function GiftCodeField({ value, onChange }: { value: string; onChange: (code: string) => void }) {
  const t = useT();
  const [open, setOpen] = useState(value !== '');
  if (!open)
    return (
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="self-start font-bold text-leaf underline underline-offset-4"
        aria-expanded={false}
      >
        {t('auth.gift.open')}
      </button>
    );
  return (
    <Field
      label={t('auth.gift.label')}
      hint={t('auth.gift.hint')}
      name="giftCode"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      {...CODE_INPUT}
      autoFocus={value === ''}
    />
  );
}
