import type { ReactElement } from 'react';
import { TransNoContext } from '@lingui/react/server';
import { i18n } from './i18n';
import type { MessageId, MessageValues } from './messageIds';
import { useLocale } from './useLocale';

interface TProps {
  id: MessageId;
  values?: MessageValues;
  /** Elements for the message's numbered tags: `Write to us at <0>{email}</0>`. */
  components?: Record<string, ReactElement>;
}

/** A message with markup inside it (a link in a sentence), in the page's language. */
export function T({ id, values, components }: TProps) {
  useLocale();
  return <TransNoContext lingui={{ i18n }} id={id} values={values} components={components} />;
}
