import { useState } from 'react';
import { TRY_AGAIN_TITLE } from '../validation';

export interface SignupDialog {
  title: string;
  message: string;
}

/** The 'Please Try Again' dialog of the sign-up forms. */
export function useSignupDialog() {
  const [dialog, setDialog] = useState<SignupDialog | null>(null);
  return {
    dialog,
    showTryAgain: (message: string) => setDialog({ title: TRY_AGAIN_TITLE, message }),
    close: () => setDialog(null),
  };
}
