import { Field } from '../../../components/ui/Field';
import { PasswordField } from '../../../components/ui/PasswordField';

export interface AccountFieldsValue {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** First name, last name, email and password: the fields every sign-up form starts with. */
export function AccountFields({
  value,
  onChange,
}: {
  value: AccountFieldsValue;
  onChange: (next: AccountFieldsValue) => void;
}) {
  const set = (key: keyof AccountFieldsValue) => (event: { target: { value: string } }) =>
    onChange({ ...value, [key]: event.target.value });
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="First name"
          name="firstName"
          autoComplete="given-name"
          required
          value={value.firstName}
          onChange={set('firstName')}
        />
        <Field
          label="Last name"
          name="lastName"
          autoComplete="family-name"
          required
          value={value.lastName}
          onChange={set('lastName')}
        />
      </div>
      <Field
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        required
        value={value.email}
        onChange={set('email')}
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="new-password"
        required
        value={value.password}
        onChange={set('password')}
      />
    </>
  );
}
