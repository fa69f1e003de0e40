import type { ReactNode } from 'react';
import { CardSection } from '../../../components/ui/HeadedSection';

/** One card of the account settings: a heading and its form or list. */
export function SettingsCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <CardSection id={id} title={title} className="gap-4">
      {children}
    </CardSection>
  );
}

/** A form's outcome under its button: a polite success or an alert. */
export function FormOutcome({ done, error }: { done: string | null; error: string | null }) {
  if (error)
    return (
      <p role="alert" className="font-semibold text-berry-dark">
        {error}
      </p>
    );
  return (
    <p role="status" className="text-leaf">
      {done}
    </p>
  );
}
