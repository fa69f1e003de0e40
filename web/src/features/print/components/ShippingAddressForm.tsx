import { countryRulesOf, SHIP_COUNTRIES, type CountryRules } from '@contract/countries';
import { shippingAddress } from '@contract/print';
import { useMemo, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import { SelectField } from '../../../components/ui/SelectField';
import type { AddressInput } from '../api/print';
import { ErrorNote } from '../../../components/ui/ErrorNote';
import { useLocale, useT, type MessageId, type MessageValues } from '../../../i18n';
import { countryName, postcodeKindOf, regionKindOf } from '../addressWords';

type Translate = (id: MessageId, values?: MessageValues) => string;

/** What the person reads for each field the rules refuse, in the country's own words. */
function messageOf(field: string, rules: CountryRules, t: Translate): string | undefined {
  switch (field) {
    case 'street1':
      return t('print.address.errStreet1');
    case 'street2':
      return t('print.address.errStreet2');
    case 'city':
      return t('print.address.errCity');
    case 'state_code':
      return Array.isArray(rules.region)
        ? t('print.address.errChooseRegion', { kind: regionKindOf(rules) })
        : t('print.address.errEnterRegion', { kind: regionKindOf(rules) });
    case 'postcode':
      return rules.code === 'US'
        ? t('print.address.errZip')
        : t('print.address.errPostcode', {
            kind: postcodeKindOf(rules),
            label: rules.postcodeLabel,
            lower: rules.postcodeLabel.toLowerCase(),
            example: rules.postcodeExample,
          });
    case 'phone_number':
      return t('print.address.errPhone');
    case 'country_code':
      return t('print.address.errCountry');
    default:
      return undefined;
  }
}

const EMPTY = {
  country_code: 'US',
  street1: '',
  street2: '',
  city: '',
  state_code: '',
  postcode: '',
  phone_number: '',
};
type Values = typeof EMPTY;
type Errors = Partial<Record<keyof Values, string>>;

/** A red line under a select, as Field shows under an input. */
function SelectError({ id, message }: { id: string; message: string | undefined }) {
  return <ErrorNote id={id} message={message} className="text-sm font-bold text-ink" />;
}

/**
 * The shipping address, country first (issue 30): the country's own fields and labels follow
 * (State / Province / Region, ZIP / postal code), checked with the same rules the server
 * applies (the contract's zod schema) before anything is asked of the printer.
 */
export function ShippingAddressForm({
  initial,
  busy,
  onSubmit,
}: {
  initial: AddressInput | null;
  busy: boolean;
  onSubmit: (address: AddressInput) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const countryOptions = useMemo(
    () =>
      SHIP_COUNTRIES.map((c) => ({ value: c.code, label: countryName(c.code, c.name, locale) })).sort(
        (a, b) => a.label.localeCompare(b.label, locale),
      ),
    [locale],
  );
  const [values, setValues] = useState<Values>({ ...EMPTY, ...initial });
  const [errors, setErrors] = useState<Errors>({});
  const set = (field: keyof Values) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const rules = countryRulesOf(values.country_code) ?? countryRulesOf('US')!;
  const regions = Array.isArray(rules.region)
    ? (rules.region as readonly (readonly [string, string])[])
    : null;
  const region = t('print.address.region', { kind: regionKindOf(rules) });

  function chooseCountry(code: string) {
    // Another country's region and postcode mean nothing here.
    setValues((v) => ({ ...v, country_code: code, state_code: '', postcode: '' }));
    setErrors({});
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = shippingAddress.safeParse(values);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof Values;
        found[field] ??= messageOf(field, rules, t) ?? issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    const { state_code, postcode, country_code } = parsed.data;
    onSubmit({ ...values, country_code, state_code, postcode });
  }

  const field = (
    name: Exclude<keyof Values, 'country_code' | 'state_code'>,
    label: string,
    input: { autoComplete: string; required?: boolean; wide?: boolean; type?: string; placeholder?: string },
  ) => {
    const { wide, ...rest } = input;
    return (
      <Field
        key={name}
        label={label}
        value={values[name]}
        error={errors[name]}
        onChange={(e) => set(name)(e.target.value)}
        wrapperClassName={wide ? 'sm:col-span-2' : undefined}
        {...rest}
      />
    );
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t('print.address.form')}
      className="grid gap-4 sm:grid-cols-2"
    >
      <div className="flex flex-col gap-1.5 sm:col-span-2">
        <SelectField
          label={t('print.address.country')}
          autoComplete="country"
          required
          options={countryOptions}
          value={values.country_code}
          aria-invalid={errors.country_code ? true : undefined}
          aria-errormessage={errors.country_code ? 'address-country-error' : undefined}
          onChange={(e) => chooseCountry(e.target.value)}
        />
        <SelectError id="address-country-error" message={errors.country_code} />
      </div>
      {field('street1', t('print.address.street1'), {
        autoComplete: 'address-line1',
        required: true,
        wide: true,
      })}
      {field('street2', t('print.address.street2'), { autoComplete: 'address-line2', wide: true })}
      {field('city', t('print.address.city'), { autoComplete: 'address-level2', required: true })}
      {regions ? (
        <div className="flex flex-col gap-1.5">
          <SelectField
            label={region}
            autoComplete="address-level1"
            required
            options={[
              { value: '', label: t('print.address.chooseRegion', { kind: regionKindOf(rules) }) },
              ...regions.map(([code, name]) => ({ value: code, label: name })),
            ]}
            value={values.state_code}
            aria-invalid={errors.state_code ? true : undefined}
            aria-errormessage={errors.state_code ? 'address-region-error' : undefined}
            onChange={(e) => set('state_code')(e.target.value)}
          />
          <SelectError id="address-region-error" message={errors.state_code} />
        </div>
      ) : (
        <Field
          label={rules.region === 'text' ? region : t('print.address.regionOptional', { region })}
          autoComplete="address-level1"
          required={rules.region === 'text'}
          value={values.state_code}
          error={errors.state_code}
          onChange={(e) => set('state_code')(e.target.value)}
        />
      )}
      {rules.postcode &&
        field(
          'postcode',
          t('print.address.postcode', { kind: postcodeKindOf(rules), label: rules.postcodeLabel }),
          {
            autoComplete: 'postal-code',
            required: true,
            placeholder: rules.postcodeExample.split(' or ')[0],
          },
        )}
      {field('phone_number', t('print.address.phone'), {
        autoComplete: 'tel',
        required: true,
        type: 'tel',
        placeholder: rules.code === 'US' ? '(555) 123-4567' : '+44 20 7946 0958',
      })}
      <div className="sm:col-span-2">
        <Button type="submit" busy={busy}>
          {t('print.address.submit')}
        </Button>
      </div>
    </form>
  );
}
