import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { CODE_INPUT, Field } from '../../../components/ui/Field';
import { RadioGroup } from '../../../components/ui/RadioGroup';
import { track } from '../../../lib/analytics';
import { usePageMeta } from '../../../lib/meta';
import { acceptEducatorAccount, isInvalidJoinCode } from '../api/acceptEducatorAccount';
import { AuthCard, AuthSwitch, FormSubmit, TryAgainDialog } from '../components/AuthCard';
import { AccountFields, EMPTY_ACCOUNT_FIELDS } from '../components/AuthFields';
import { ConsentNote } from '../components/ConsentNote';
import { useEmailSignup } from '../hooks/useEmailSignup';
import {
  educatorPayload,
  educatorProblem,
  type AccountType,
  type EducatorChoice,
  type EducatorField,
  type OrganizationOption,
} from '../educatorPayload';
import { educatorPayloadProblem, JOIN_CODE_LENGTH, normalizeJoinCode } from '../validation';
import { AFTER_SIGN_IN } from '../../../lib/signInLanding';
import { useT } from '../../../i18n';

const EMPTY_CHOICE: EducatorChoice = {
  accountType: 'individual',
  organizationOption: 'create',
  schoolName: '',
  organizationName: '',
  joinCode: '',
};

/** /signupEducators (spec part 1 §2 'Educator sign-up', §3, §4, §5, §8). */
export default function SignupEducatorsPage() {
  const t = useT();
  usePageMeta(t('auth.educator.title'));
  const navigate = useNavigate();
  const [fields, setFields] = useState(EMPTY_ACCOUNT_FIELDS);
  const [choice, setChoice] = useState(EMPTY_CHOICE);
  const [fieldError, setFieldError] = useState<{ field: EducatorField | 'name'; message: string } | null>(
    null,
  );
  const [joinCodeRefused, setJoinCodeRefused] = useState(false);
  const schoolNameRef = useRef<HTMLInputElement>(null);
  const organizationNameRef = useRef<HTMLInputElement>(null);
  const joinCodeRef = useRef<HTMLInputElement>(null);

  function update(next: Partial<EducatorChoice>) {
    setChoice((current) => ({ ...current, ...next }));
    setFieldError(null);
  }

  const errorFor = (field: EducatorField | 'name') =>
    fieldError?.field === field ? fieldError.message : null;

  const joining = choice.accountType === 'organization' && choice.organizationOption === 'join';
  const { submit, busy, message, tryAgain, closeTryAgain } = useEmailSignup({
    what: 'Educator sign-up',
    // The required fields, then the whole payload acceptEducatorAccount will be sent, checked with
    // the contract's schema: all before the account is created.
    validate: (name) => {
      const problem = educatorProblem(choice) ?? educatorPayloadProblem(educatorPayload(choice, name));
      if (!problem) return true;
      setFieldError(problem);
      if (problem.field !== 'name') {
        const refs = {
          schoolName: schoolNameRef,
          organizationName: organizationNameRef,
          joinCode: joinCodeRef,
        };
        refs[problem.field].current?.focus();
      }
      return false;
    },
    finish: async (_user, name) => {
      await acceptEducatorAccount(educatorPayload(choice, name));
      track('page_view', { page_title: 'Educator sign-up complete', page_path: '/signupEducators' });
      track('sign_up', { method: 'Email', user_type: 'educator' });
      navigate('/account', { state: AFTER_SIGN_IN });
    },
    explain: (error) => {
      if (!isInvalidJoinCode(error, joining)) return false;
      setJoinCodeRefused(true);
      return true;
    },
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit(fields);
  }

  function tryAnotherCode() {
    update({ joinCode: '' });
    setJoinCodeRefused(false);
    // After the dialog has returned focus to its opener, move it to the emptied code field.
    setTimeout(() => joinCodeRef.current?.focus(), 0);
  }

  return (
    <AuthCard title={t('auth.educator.title')} lead={t('auth.educator.lead')}>
      <form onSubmit={handleSubmit} aria-label={t('auth.educator.form')} className="flex flex-col gap-5">
        <AccountFields
          value={fields}
          onChange={(next) => {
            setFields(next);
            if (fieldError?.field === 'name') setFieldError(null);
          }}
          nameError={errorFor('name')}
        />

        <RadioGroup<AccountType>
          legend={t('auth.educator.accountType')}
          name="accountType"
          value={choice.accountType}
          onChange={(accountType) => update({ accountType })}
          options={[
            { value: 'individual', label: t('auth.educator.individual') },
            { value: 'organization', label: t('auth.educator.organization') },
          ]}
        />

        {choice.accountType === 'individual' ? (
          <Field
            ref={schoolNameRef}
            label={t('auth.educator.schoolName')}
            name="schoolName"
            autoComplete="organization"
            aria-required="true"
            value={choice.schoolName}
            onChange={(event) => update({ schoolName: event.target.value })}
            error={errorFor('schoolName')}
          />
        ) : (
          <>
            <RadioGroup<OrganizationOption>
              legend={t('auth.educator.yourOrganization')}
              name="organizationOption"
              value={choice.organizationOption}
              onChange={(organizationOption) => update({ organizationOption })}
              options={[
                { value: 'create', label: t('auth.educator.createOrganization') },
                { value: 'join', label: t('auth.educator.joinOrganization') },
              ]}
            />
            {choice.organizationOption === 'create' ? (
              <Field
                ref={organizationNameRef}
                label={t('auth.educator.organizationName')}
                name="organizationName"
                autoComplete="organization"
                aria-required="true"
                value={choice.organizationName}
                onChange={(event) => update({ organizationName: event.target.value })}
                error={errorFor('organizationName')}
              />
            ) : (
              <Field
                ref={joinCodeRef}
                label={t('auth.educator.joinCode')}
                name="joinCode"
                aria-required="true"
                {...CODE_INPUT}
                maxLength={JOIN_CODE_LENGTH}
                hint={t('auth.educator.joinCodeHint', { length: JOIN_CODE_LENGTH })}
                className="font-heading tracking-[0.3em] uppercase"
                value={choice.joinCode}
                onChange={(event) =>
                  update({ joinCode: normalizeJoinCode(event.target.value, JOIN_CODE_LENGTH) })
                }
                error={errorFor('joinCode')}
              />
            )}
          </>
        )}

        <ConsentNote />
        <FormSubmit label={t('auth.signup.submit')} busy={busy} message={message} />
      </form>
      <AuthSwitch question={t('auth.haveAccount')} to="/login" label={t('auth.logIn')} />

      <TryAgainDialog message={tryAgain} onClose={closeTryAgain} />
      <Dialog
        open={joinCodeRefused}
        title={t('auth.educator.invalidCodeTitle')}
        onClose={() => setJoinCodeRefused(false)}
      >
        <p>{t('auth.educator.invalidCode')}</p>
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={tryAnotherCode}>
            {t('auth.tryAgain')}
          </Button>
          <Button onClick={() => setJoinCodeRefused(false)}>{t('auth.ok')}</Button>
        </div>
      </Dialog>
    </AuthCard>
  );
}
