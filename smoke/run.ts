/**
 * `npm run smoke -- --url https://<site>`: after a deploy, proves the production path works by
 * walking a throw-away parent through the product over HTTP, as the web client does, and prints
 * each step's time. Exit 0 only when every step passed; 1 otherwise; 2 for a bad command line.
 */
import { parseSmokeArgs, USAGE, UsageError } from './args.js';
import { interrupt } from './http.js';
import { formatTable, verdict } from './report.js';
import { STEPS } from './steps.js';
import { walk } from './walk.js';

let parsed;
try {
  parsed = parseSmokeArgs(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof UsageError)) throw error;
  process.stderr.write(`${error.message}\n\n${USAGE}\n`);
  process.exit(2);
}
if (parsed.help) {
  process.stdout.write(`${USAGE}\n`);
  process.exit(0);
}
const { options } = parsed;

const log = (line: string) =>
  process.stderr.write(`[smoke ${new Date().toISOString().slice(11, 19)}] ${line}\n`);

// First Ctrl-C: stop the running step and still delete the throw-away account; a second one
// quits. One key press can arrive more than once (the terminal signals the whole process group
// and npm and tsx relay it too), so signals within 2 s of the first count as the same press.
let interruptedAt: number | null = null;
process.on('SIGINT', () => {
  if (interruptedAt === null) {
    interruptedAt = Date.now();
    log('interrupted: stopping, then deleting the throw-away account (Ctrl-C again to quit at once)');
    interrupt();
  } else if (Date.now() - interruptedAt > 2000) {
    process.exit(130);
  }
});

process.stdout.write(`StorySprout smoke against ${options.url}\n`);
const rows = await walk(options, log);
const result = verdict(rows, STEPS);
process.stdout.write(`\n${formatTable(rows)}\n\n${result.line}\n`);
process.exit(result.passed ? 0 : 1);
