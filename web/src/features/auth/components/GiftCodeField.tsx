import { useState } from 'react';
import { CODE_INPUT, Field } from '../../../components/ui/Field';

/**
 * Sign-up's optional 'Have a gift code?': a link that opens the field (open already when the
 * gift email's link brought the code along), so people without a gift see nothing extra.
 */
export function GiftCodeField({ value, onChange }: { value: string; onChange: (code: string) => void }) {
  const [open, setOpen] = useState(value !== '');
  if (!open)
    return (
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="self-start font-bold text-leaf underline underline-offset-4"
        aria-expanded={false}
      >
        Have a gift code?
      </button>
    );
  return (
    <Field
      label="Gift code (optional)"
      hint="The stories it holds are added to your account when you sign up."
      name="giftCode"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      {...CODE_INPUT}
      autoFocus={value === ''}
    />
  );
}
