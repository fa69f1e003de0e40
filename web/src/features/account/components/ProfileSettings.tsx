import type { User } from 'firebase/auth';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import { PasswordField } from '../../../components/ui/PasswordField';
import { passwordTooShort } from '../../../lib/passwordRule';
import { signsInWithPassword } from '../api/account';
import { changeEmail, changePassword, updateName } from '../api/settings';
import { useSubmit, type Submit } from '../../../lib/useSubmit';
import { settingsErrorMessage } from './settingsErrors';
import { FormOutcome, SettingsCard } from './SettingsCard';
import { T, useT } from '../../../i18n';

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
  const t = useT();
  const withPassword = signsInWithPassword(user);
  return (
    <SettingsCard id="account-profile" title={t('account.profile.title')}>
      <NameForm name={name} onRenamed={onRenamed} />
      <EmailForm user={user} withPassword={withPassword} />
      {withPassword && <PasswordForm user={user} />}
    </SettingsCard>
  );
}

function NameForm({ name, onRenamed }: { name: string; onRenamed(name: string): void }) {
  const t = useT();
  const [value, setValue] = useState(name);
  const submit = useSubmit(settingsErrorMessage);
  const send = (event: FormEvent) => {
    event.preventDefault();
    void submit.run(async () => {
      const saved = await updateName(value);
      onRenamed(saved.name);
      return t('account.profile.nameSaved');
    });
  };
  return (
    <SettingForm
      onSubmit={send}
      label={t('account.profile.nameForm')}
      action={t('account.profile.saveName')}
      submit={submit}
      first
    >
      <Field
        label={t('account.profile.name')}
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
  const t = useT();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const submit = useSubmit(settingsErrorMessage);
  const send = (event: FormEvent) => {
    event.preventDefault();
    void submit.run(async () => {
      await changeEmail(user, email.trim(), withPassword ? password : undefined);
      setPassword('');
      return user.email
        ? t('account.profile.emailSent', { email: email.trim(), current: user.email })
        : t('account.profile.emailSentNoCurrent', { email: email.trim() });
    });
  };
  return (
    <SettingForm
      onSubmit={send}
      label={t('account.profile.emailForm')}
      action={t('account.profile.changeEmail')}
      submit={submit}
    >
      <p className="text-ink-soft">
        <T
          id="account.profile.signedInAs"
          values={{ email: user.email ?? '' }}
          components={{ 0: <strong /> }}
        />
      </p>
      <Field
        label={t('account.profile.newEmail')}
        type="email"
        name="newEmail"
        autoComplete="email"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      {withPassword && (
        <PasswordField
          label={t('account.profile.currentPasswordForEmail')}
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
  const t = useT();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [again, setAgain] = useState('');
  const submit = useSubmit(settingsErrorMessage);
  const send = (event: FormEvent) => {
    event.preventDefault();
    if (next !== again) {
      submit.fail(t('account.profile.passwordsDiffer'));
      return;
    }
    if (passwordTooShort(next)) {
      submit.fail(t('account.settings.shortPassword'));
      return;
    }
    void submit.run(async () => {
      await changePassword(user, current, next);
      setCurrent('');
      setNext('');
      setAgain('');
      return t('account.profile.passwordChanged');
    });
  };
  // Label, name, what the browser may fill in, and the field's state.
  const passwords = [
    [t('account.profile.currentPassword'), 'currentPassword', 'current-password', current, setCurrent],
    [t('account.profile.newPassword'), 'newPassword', 'new-password', next, setNext],
    [t('account.profile.newPasswordAgain'), 'newPasswordAgain', 'new-password', again, setAgain],
  ] as const;
  return (
    <SettingForm
      onSubmit={send}
      label={t('account.profile.passwordForm')}
      action={t('account.profile.changePassword')}
      submit={submit}
    >
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
