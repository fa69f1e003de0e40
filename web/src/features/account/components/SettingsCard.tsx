import type { ReactNode } from 'react';
import { HeadedSection } from '../../../components/ui/HeadedSection';

/** One card of the account settings: a heading and its form or list. */
export function SettingsCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <HeadedSection
      id={id}
      title={title}
      className="flex flex-col gap-4 rounded-card bg-white p-6 shadow-soft sm:p-8"
    >
      {children}
    </HeadedSection>
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
