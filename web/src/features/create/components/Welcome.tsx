import type { ReactNode } from 'react';
import { useAuth } from '../../../lib/auth';
import { useWelcomeName } from '../../../api/userName';
import { useT } from '../../../i18n';
import { CardSection } from '../../../components/ui/HeadedSection';

/** The greeting card at the top of the creation pages: 'Welcome, {name}!' and what comes next. */
export function Welcome({ children }: { children?: ReactNode }) {
  const { user } = useAuth();
  const t = useT();
  const name = useWelcomeName(user);
  return (
    <CardSection
      id="create-welcome"
      title={name ? t('create.welcome.name', { name }) : t('create.welcome')}
      className="gap-3"
    >
      {children}
    </CardSection>
  );
}

/** The creation form's greeting with its steps: 'Here is how your {story} comes together:'. */
export function WelcomeSteps({ story, steps }: { story: string; steps: string[] }) {
  const t = useT();
  return (
    <Welcome>
      <p>{t('create.welcome.steps', { story })}</p>
      <ol className="list-decimal space-y-1 pl-6">
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </Welcome>
  );
}
