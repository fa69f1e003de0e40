import { shippingAddress, US_STATES } from '@contract/print';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import { SelectField } from '../../../components/ui/SelectField';
import type { AddressInput } from '../api/print';

/** What the person reads for each field the rules refuse. */
const MESSAGES: Record<string, string> = {
  street1: 'Please enter the street address.',
  street2: 'Please shorten the apartment or suite.',
  city: 'Please enter the city.',
  state_code: 'Please choose a state.',
  postcode: 'Please enter a ZIP code like 12345 or 12345-6789.',
  phone_number: 'Please enter a US phone number, like (555) 123-4567.',
};

const EMPTY = { street1: '', street2: '', city: '', state_code: '', postcode: '', phone_number: '' };
type Values = typeof EMPTY;
type Errors = Partial<Record<keyof Values, string>>;

interface TextField {
  field: Exclude<keyof Values, 'state_code'>;
  label: string;
  autoComplete: string;
  required?: boolean;
  wide?: boolean;
  type?: string;
  inputMode?: 'numeric';
  placeholder?: string;
}

/** The form's text inputs in order; the State select sits after the city. */
const TEXT_FIELDS: TextField[] = [
  { field: 'street1', label: 'Street address', autoComplete: 'address-line1', required: true, wide: true },
  { field: 'street2', label: 'Apartment, suite (optional)', autoComplete: 'address-line2', wide: true },
  { field: 'city', label: 'City', autoComplete: 'address-level2', required: true },
  { field: 'postcode', label: 'ZIP code', autoComplete: 'postal-code', required: true, inputMode: 'numeric' },
  {
    field: 'phone_number',
    label: 'Phone number',
    autoComplete: 'tel',
    required: true,
    type: 'tel',
    placeholder: '(555) 123-4567',
  },
];

const STATE_OPTIONS = [
  { value: '', label: 'Choose a state' },
  ...US_STATES.map(([code, name]) => ({ value: code, label: name })),
];

/** Spec part 2 §5: the shipping address, checked with the same rules the server applies. */
export function ShippingAddressForm({
  initial,
  busy,
  onSubmit,
}: {
  initial: AddressInput | null;
  busy: boolean;
  onSubmit: (address: AddressInput) => void;
}) {
  const [values, setValues] = useState<Values>({ ...EMPTY, ...initial });
  const [errors, setErrors] = useState<Errors>({});
  const set = (field: keyof Values) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const textField = ({ field, label, wide, ...input }: TextField) => (
    <Field
      key={field}
      label={label}
      value={values[field]}
      error={errors[field]}
      onChange={(e) => set(field)(e.target.value)}
      wrapperClassName={wide ? 'sm:col-span-2' : undefined}
      {...input}
    />
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = shippingAddress.safeParse(values);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof Values;
        found[field] ??= MESSAGES[field] ?? issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    onSubmit({ ...values, state_code: parsed.data.state_code });
  }

  return (
    <form noValidate onSubmit={submit} aria-label="Shipping address" className="grid gap-4 sm:grid-cols-2">
      {TEXT_FIELDS.slice(0, 3).map((f) => textField(f))}
      <div className="flex flex-col gap-1.5">
        <SelectField
          label="State"
          autoComplete="address-level1"
          required
          options={STATE_OPTIONS}
          value={values.state_code}
          aria-invalid={errors.state_code ? true : undefined}
          onChange={(e) => set('state_code')(e.target.value)}
        />
        {errors.state_code && (
          <p role="alert" className="text-sm font-bold text-ink">
            <span aria-hidden="true" className="mr-1 text-berry">
              ●
            </span>
            {errors.state_code}
          </p>
        )}
      </div>
      {TEXT_FIELDS.slice(3).map((f) => textField(f))}
      <div className="sm:col-span-2">
        <Button type="submit" busy={busy}>
          See shipping options
        </Button>
      </div>
    </form>
  );
}
