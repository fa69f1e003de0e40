import { useState } from 'react';
import { Field, type FieldProps } from './Field';
import { Icon } from './Icon';
import { useT } from '../../i18n/useT';

export type PasswordFieldProps = Omit<FieldProps, 'type' | 'trailing'>;

/** A password input with a show/hide toggle (a pressed-state button, so its state is announced). */
export function PasswordField(props: PasswordFieldProps) {
  const t = useT();
  const [visible, setVisible] = useState(false);
  return (
    <Field
      {...props}
      type={visible ? 'text' : 'password'}
      autoCapitalize="none"
      spellCheck={false}
      trailing={
        <button
          type="button"
          aria-label={t('ui.password.show')}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
          className="inline-flex size-10 items-center justify-center rounded-full text-leaf hover:bg-sprout-soft"
        >
          <Icon name={visible ? 'eyeCrossed' : 'eye'} />
        </button>
      }
    />
  );
}
