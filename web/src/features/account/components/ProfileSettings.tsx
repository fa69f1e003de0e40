import type { User } from 'firebase/auth';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import { PasswordField } from '../../../components/ui/PasswordField';
import { passwordTooShort, SHORT_PASSWORD_MESSAGE } from '../../../lib/passwordRule';
import { signsInWithPassword } from '../api/account';
import { changeEmail, changePassword, updateName } from '../api/settings';
import { useSubmit, type Submit } from '../../../lib/useSubmit';
import { settingsErrorMessage } from './settingsErrors';
import { FormOutcome, SettingsCard } from './SettingsCard';

/** Name, sign-in email (verified again before it changes) and password. */
export function ProfileSettings({
  user,
  name,
  onRenamed,
}: {
  user: User;
  name: string;
  onRenamed(name: string): void;
}) {
  const withPassword = signsInWithPassword(user);
  return (
    <SettingsCard id="account-profile" title="Your details">
      <NameForm name={name} onRenamed={onRenamed} />
      <EmailForm user={user} withPassword={withPassword} />
      {withPassword && <PasswordForm user={user} />}
    </SettingsCard>
  );
}

function NameForm({ name, onRenamed }: { name: string; onRenamed(name: string): void }) {
  const [value, setValue] = useState(name);
  const submit = useSubmit(settingsErrorMessage);
  const send = (event: FormEvent) => {
    event.preventDefault();
    void submit.run(async () => {
      const saved = await updateName(value);
      onRenamed(saved.name);
      return 'Your name is saved.';
    });
  };
  return (
    <SettingForm onSubmit={send} label="Change your name" action="Save name" submit={submit} first>
      <Field
        label="Your name"
        name="name"
        autoComplete="name"
        required
        maxLength={120}
        value={value}
        onChange={(e) => setValue(e.target.value)}
      />
    </SettingForm>
  );
}

function EmailForm({ user, withPassword }: { user: User; withPassword: boolean }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const submit = useSubmit(settingsErrorMessage);
  const send = (event: FormEvent) => {
    event.preventDefault();
    void submit.run(async () => {
      await changeEmail(user, email.trim(), withPassword ? password : undefined);
      setPassword('');
      return `We sent a link to ${email.trim()}. Your sign-in email changes once you open it; until then it stays ${user.email ?? 'as it is'}.`;
    });
  };
  return (
    <SettingForm onSubmit={send} label="Change your email" action="Change email" submit={submit}>
      <p className="text-ink-soft">
        Signed in as <strong>{user.email}</strong>.
      </p>
      <Field
        label="New email address"
        type="email"
        name="newEmail"
        autoComplete="email"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      {withPassword && (
        <PasswordField
          label="Your current password"
          name="emailPassword"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      )}
    </SettingForm>
  );
}

function PasswordForm({ user }: { user: User }) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [again, setAgain] = useState('');
  const submit = useSubmit(settingsErrorMessage);
  const send = (event: FormEvent) => {
    event.preventDefault();
    if (next !== again) {
      submit.fail('The two new passwords are not the same.');
      return;
    }
    if (passwordTooShort(next)) {
      submit.fail(SHORT_PASSWORD_MESSAGE);
      return;
    }
    void submit.run(async () => {
      await changePassword(user, current, next);
      setCurrent('');
      setNext('');
      setAgain('');
      return 'Your password is changed.';
    });
  };
  // Label, name, what the browser may fill in, and the field's state.
  const passwords = [
    ['Current password', 'currentPassword', 'current-password', current, setCurrent],
    ['New password', 'newPassword', 'new-password', next, setNext],
    ['New password again', 'newPasswordAgain', 'new-password', again, setAgain],
  ] as const;
  return (
    <SettingForm onSubmit={send} label="Change your password" action="Change password" submit={submit}>
      {passwords.map(([label, name, autoComplete, value, set]) => (
        <PasswordField
          key={name}
          label={label}
          name={name}
          autoComplete={autoComplete}
          required
          value={value}
          onChange={(e) => set(e.target.value)}
        />
      ))}
    </SettingForm>
  );
}

/**
 * One form of the profile card: its fields, its button and what came of it; every form after the
 * first is set off by a line.
 */
function SettingForm({
  onSubmit,
  label,
  action,
  submit,
  first = false,
  children,
}: {
  onSubmit: (event: FormEvent) => void;
  label: string;
  action: string;
  submit: Pick<Submit, 'busy' | 'done' | 'error'>;
  first?: boolean;
  children: ReactNode;
}) {
  return (
    <form
      onSubmit={onSubmit}
      aria-label={label}
      className={first ? 'flex flex-col gap-3' : 'flex flex-col gap-3 border-t border-sky-soft pt-4'}
    >
      {children}
      <Button type="submit" variant="secondary" busy={submit.busy} className="self-start">
        {action}
      </Button>
      <FormOutcome done={submit.done} error={submit.error} />
    </form>
  );
}
