/**
 * `npm start` (and `npm run dev` with --dev): build, start the local Firebase stack, seed the
 * demo data, print where everything is. Ctrl-C stops every child process.
 */
import { NO_OUTSIDE_CALLS } from './src/noOutsideCalls.js';
import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startEmulators, waitUntilReady } from './src/emulators.js';
import { exited, run } from './src/process.js';
import { startMailCatcher, type MailCatcher } from './src/mailCatcher.js';
import { startPrintLab, type PrintLab } from './src/printLab/server.js';
import { startStripeStandIn, type StripeStandIn } from './src/stripeStandIn/server.js';
import { startLocalGemini } from './src/geminiStandIn.js';
import { startTextToSpeechStandIn, type TextToSpeechStandIn } from './src/textToSpeech/server.js';
import { startFirestoreEmulator, type RunningFirestoreEmulator } from './src/firestoreEmulator.js';
import type { GeminiStandIn } from '../functions/src/adapters/gemini/testing/geminiStandIn.js';
import {
  DATA_DIR,
  FUNCTIONS_URL,
  HOSTING_URL,
  LOCAL_LULU,
  LOOPBACK_LOG,
  LOCAL_STRIPE,
  PORTS,
  PRINT_LAB_STEP_SECONDS,
  PROJECT_ID,
  READY_FILE,
  ROOT,
  discoverySettings,
  planStack,
  shownPath,
} from './src/stack.js';
import { drawQueueLimits } from '../functions/src/config.js';
import { DEMO_ACCOUNTS } from '../seed/src/demoAccounts.js';
import { guardedEnv, installLoopbackGuard } from './src/loopbackGuard/index.js';

// The stand-ins in this process (print lab, Stripe, mail) are held to loopback like the rest.
installLoopbackGuard((attempt) => appendFileSync(LOOPBACK_LOG, `${JSON.stringify(attempt)}\n`));

const dev = process.argv.includes('--dev');
const skipBuild = process.argv.includes('--no-build');
/** The Gemini adapters against the local Gemini stand-in instead of the offline engines. */
const gemini = process.argv.includes('--gemini');
const started = Date.now();
const children: ChildProcess[] = [];
let stopping = false;
let printLab: PrintLab | undefined;
let stripe: StripeStandIn | undefined;
let geminiStandIn: GeminiStandIn | undefined;
let textToSpeech: TextToSpeechStandIn | undefined;
let mail: MailCatcher | undefined;
let firestore: RunningFirestoreEmulator | undefined;

async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  rmSync(READY_FILE, { force: true });
  console.log('\nStopping the StorySprout stack...');
  for (const child of children) child.kill('SIGINT');
  await Promise.all([
    ...children.map(exited),
    printLab?.close(),
    stripe?.close(),
    geminiStandIn?.close(),
    textToSpeech?.close(),
    mail?.close(),
  ]);
  // Last, once no function can still write: the store's data is saved for the next start.
  await firestore?.stop().catch((error: unknown) => console.error(String(error)));
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

async function main() {
  rmSync(READY_FILE, { force: true });
  const plan = planStack({ hosting: !dev, gemini });
  console.log(`Store: ${plan.adapters.store}`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  if (!skipBuild) {
    console.log('Building functions' + (dev ? '' : ' and web') + '...');
    await run(npm, ['run', 'build', '-w', 'functions'], { cwd: ROOT });
    if (!dev) await run(npm, ['run', 'build:demo', '-w', 'web'], { cwd: ROOT });
  }

  mkdirSync(DATA_DIR, { recursive: true });
  // This run's refused connections only (the suites that use the stack check the file).
  rmSync(LOOPBACK_LOG, { force: true });
  printLab = await startPrintLab({
    port: PORTS.printLab,
    clientKey: LOCAL_LULU.key,
    clientSecret: LOCAL_LULU.secret,
    webhookUrl: `${FUNCTIONS_URL}/printWebhook`,
    stepSeconds: PRINT_LAB_STEP_SECONDS,
    stateFile: path.join(DATA_DIR, 'print-lab.json'),
  });
  stripe = await startStripeStandIn({
    port: PORTS.stripe,
    secretKey: LOCAL_STRIPE.secretKey,
    webhookSecret: LOCAL_STRIPE.webhookSecret,
    webhookUrl: `${FUNCTIONS_URL}/stripeWebhook`,
    stateFile: LOCAL_STRIPE.stateFile,
  });
  if (gemini) {
    geminiStandIn = await startLocalGemini(PORTS.gemini);
    textToSpeech = await startTextToSpeechStandIn(PORTS.textToSpeech);
  }
  // Every email the functions send lands here (SMTP and inbox on free ports; kept across restarts).
  mail = await startMailCatcher({ mailDirectory: path.join(DATA_DIR, 'mail') });
  Object.assign(plan.env, {
    STORYSPROUT_MAIL: 'smtp',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(mail.smtpPort),
    STORYSPROUT_MAIL_FROM: 'StorySprout <stories@storysprout.localhost>',
  });
  if (plan.gcloudFirestore) {
    const log = path.join(DATA_DIR, 'firestore-emulator.log');
    writeFileSync(log, '');
    try {
      firestore = await startFirestoreEmulator({
        command: plan.gcloudFirestore.command,
        port: PORTS.firestore,
        projectId: PROJECT_ID,
        dataDir: DATA_DIR,
        log: (text) => appendFileSync(log, text),
      });
    } catch (error) {
      console.error(readFileSync(log, 'utf8').slice(-4000));
      throw error;
    }
  }
  const emulators = startEmulators(plan, { persist: true });
  children.push(emulators);
  emulators.once('exit', (code) => {
    if (!stopping) {
      console.error(`The Firebase emulators stopped (exit ${code}).`);
      void stop(code ?? 1);
    }
  });
  await waitUntilReady(plan, emulators);

  await run(npm, ['run', 'seed', '--silent'], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...plan.env,
      FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${PORTS.auth}`,
      STORYSPROUT_APP_URL: HOSTING_URL,
      ...guardedEnv(LOOPBACK_LOG),
      ...NO_OUTSIDE_CALLS,
    },
  });

  let url = HOSTING_URL;
  if (dev) {
    // Vite itself, not through npm, so stopping it reaches the server and not just a wrapper.
    const vite = spawn(path.join(ROOT, 'node_modules', '.bin', 'vite'), [], {
      cwd: path.join(ROOT, 'web'),
      stdio: 'inherit',
    });
    children.push(vite);
    url = 'http://localhost:5173';
  }

  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  // What the drawing queues run at here (the emulator's own unless the environment names them).
  const drawLimits = drawQueueLimits({ FUNCTIONS_EMULATOR: 'true', ...discoverySettings() });
  writeFileSync(
    READY_FILE,
    JSON.stringify({
      url,
      pid: process.pid,
      readyInSeconds: Number(seconds),
      mailInbox: mail.inboxUrl,
      drawLimits,
      store: plan.adapters.store,
    }),
  );
  console.log(`
  StorySprout is running (ready in ${seconds}s)

    App            ${url}
    API            ${url}/public/getCountry  (POST /user/* needs an ID token)
    Auth emulator  http://127.0.0.1:${PORTS.auth}
    Email links    printed in this log as they are sent; all of them as JSON at
                   http://127.0.0.1:${PORTS.auth}/emulator/v1/projects/${PROJECT_ID}/oobCodes
    Mail inbox     ${mail.inboxUrl}  (every email StorySprout sends: receipts, shipping, newsletter)

    Store          ${plan.adapters.store}
    Blobs          ${plan.adapters.blobs}
    Tasks          Cloud Tasks emulator (:${PORTS.tasks}); pictures drawn ${drawLimits.maxDispatchesPerSecond} a second, ${drawLimits.maxConcurrentDispatches} at a time
    Payments       Stripe adapter -> local Stripe stand-in ${stripe.url} (its page's Pay sends a Stripe-signed event to stripeWebhook; no card is charged)
    Printing       Lulu adapter -> local print lab ${printLab.url} (checks the files, ships in ~${Math.round((PRINT_LAB_STEP_SECONDS * 4) / 60)} min; no book is printed)
    Engines        ${
      geminiStandIn
        ? `Gemini storyteller, illustrator and page checker -> local Gemini stand-in ${geminiStandIn.baseUrl} (stories in the book's language, pictures drawn offline in the book's art style)`
        : 'offline storyteller and illustrator (npm start -- --gemini: the Gemini adapters against a local stand-in)'
    }
    Narration      ${
      textToSpeech
        ? `Text-to-Speech narrator -> local Text-to-Speech stand-in ${textToSpeech.url} (speaks with eSpeak-NG)`
        : 'offline narrator (eSpeak-NG in the functions, MP3 and word timings; no key, no network)'
    }
    Network        loopback only: a connection off this machine is refused and logged to ${shownPath(LOOPBACK_LOG)}
    Data           ${shownPath(DATA_DIR)} (kept across restarts)

  Mail inbox: ${mail.inboxUrl}
  Demo logins:
${DEMO_ACCOUNTS.map((a) => `    ${a.email.padEnd(30)} ${a.password.padEnd(14)} ${a.summary}`).join('\n')}

  Press Ctrl-C to stop.
`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  void stop(1);
});
