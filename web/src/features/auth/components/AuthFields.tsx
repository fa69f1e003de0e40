import type { ChangeEvent, ReactNode, Ref } from 'react';
import { Field } from '../../../components/ui/Field';
import { PasswordField } from '../../../components/ui/PasswordField';
import { useT } from '../../../i18n';

/**
 * The fields of the auth forms, each written once: log in asks for the email and the current
 * password; both sign-up forms start with the names, the email and a new password.
 */

type OnChange = (event: ChangeEvent<HTMLInputElement>) => void;

export function EmailField({
  value,
  onChange,
  hint,
  ref,
}: {
  value: string;
  onChange: OnChange;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}) {
  const t = useT();
  return (
    <Field
      ref={ref}
      label={t('auth.email')}
      type="email"
      name="email"
      autoComplete="email"
      required
      value={value}
      onChange={onChange}
      hint={hint}
    />
  );
}

/** The password, as the browser's password manager should treat it: the saved one, or a new one. */
export function AccountPasswordField({
  value,
  onChange,
  purpose,
}: {
  value: string;
  onChange: OnChange;
  purpose: 'current' | 'new';
}) {
  const t = useT();
  return (
    <PasswordField
      label={t('auth.password')}
      name="password"
      autoComplete={`${purpose}-password`}
      required
      value={value}
      onChange={onChange}
    />
  );
}

export interface AccountFieldsValue {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

export const EMPTY_ACCOUNT_FIELDS: AccountFieldsValue = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
};

const NAME_FIELDS = [
  { key: 'firstName', label: 'auth.firstName', autoComplete: 'given-name' },
  { key: 'lastName', label: 'auth.lastName', autoComplete: 'family-name' },
] as const;

/** The longer of the two names: where a too-long name's error is shown (the one to shorten). */
const longerName = (value: Pick<AccountFieldsValue, 'firstName' | 'lastName'>) =>
  value.lastName.trim().length > value.firstName.trim().length ? 'lastName' : 'firstName';

/** First name and last name; `nameError` (the full name's) shows under the longer one. */
export function NameFields({
  value,
  onChange,
  nameError = null,
  firstNameRef,
}: {
  value: Pick<AccountFieldsValue, 'firstName' | 'lastName'>;
  onChange: (key: 'firstName' | 'lastName', next: string) => void;
  nameError?: string | null;
  firstNameRef?: Ref<HTMLInputElement>;
}) {
  const t = useT();
  const errorAt = nameError ? longerName(value) : null;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {NAME_FIELDS.map(({ key, label, autoComplete }) => (
        <Field
          key={key}
          {...(key === 'firstName' && firstNameRef ? { ref: firstNameRef } : {})}
          label={t(label)}
          name={key}
          autoComplete={autoComplete}
          required
          value={value[key]}
          onChange={(event) => onChange(key, event.target.value)}
          error={errorAt === key ? nameError : null}
        />
      ))}
    </div>
  );
}

/** First name, last name, email and password: the fields every sign-up form starts with. */
export function AccountFields({
  value,
  onChange,
  nameError = null,
}: {
  value: AccountFieldsValue;
  onChange: (next: AccountFieldsValue) => void;
  /** The full name's problem (the contract's check before the account is created). */
  nameError?: string | null;
}) {
  const set = (key: keyof AccountFieldsValue) => (event: { target: { value: string } }) =>
    onChange({ ...value, [key]: event.target.value });
  return (
    <>
      <NameFields
        value={value}
        onChange={(key, next) => onChange({ ...value, [key]: next })}
        nameError={nameError}
      />
      <EmailField value={value.email} onChange={set('email')} />
      <AccountPasswordField value={value.password} onChange={set('password')} purpose="new" />
    </>
  );
}
