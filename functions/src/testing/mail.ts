import { afterAll, beforeAll } from 'vitest';
import { startMailCatcher, type MailCatcher } from '../../../emulators/src/mailCatcher.js';

/** The settings that point the SMTP adapter at a local mail catcher's port. */
export const mailTestEnv = (smtpPort: number): Record<string, string> => ({
  STORYSPROUT_MAIL: 'smtp',
  SMTP_HOST: '127.0.0.1',
  SMTP_PORT: String(smtpPort),
  STORYSPROUT_MAIL_FROM: 'StorySprout <stories@storysprout.test>',
  STORYSPROUT_APP_URL: 'https://storysprout.test',
});

/**
 * A real SMTP server (maildev) on a free local port for a whole test file; `catcher()` is the
 * running one (a test may stop it and start another on the same port, as a server that was down).
 */
export function useMailCatcher() {
  let current: MailCatcher | undefined;
  beforeAll(async () => {
    current = await startMailCatcher();
  });
  afterAll(() => current?.close());
  return {
    catcher: () => {
      if (!current) throw new Error('The mail catcher is not running');
      return current;
    },
    async restart(smtpPort: number) {
      current = await startMailCatcher({ smtpPort });
      return current;
    },
    async stop() {
      await current?.close();
    },
  };
}
