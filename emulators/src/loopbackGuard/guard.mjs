/**
 * The loopback guard: nothing the local stack or the tests run may send traffic off the machine.
 * Every Node socket connects through net.Socket.prototype.connect (http, https, fetch, gRPC, TLS);
 * this wraps it so a connection to anything but loopback fails at once, before any DNS lookup,
 * and is reported with the call that made it.
 *
 * Plain JavaScript so it can be preloaded into every Node process of the stack
 * (NODE_OPTIONS=--import .../guard.mjs) without a TypeScript loader: with
 * STORYSPROUT_LOOPBACK_GUARD_LOG set, importing it installs the guard and appends each attempt
 * to that file as a JSON line, which the e2e runner and the crash drill read at the end.
 */
import { appendFileSync } from 'node:fs';
import net from 'node:net';

const LOOPBACK_NAMES = new Set(['localhost', '::1', '[::1]', '0:0:0:0:0:0:0:1']);

/** Whether a host (name or address; undefined means localhost, as Node reads it) stays on this machine. */
export function isLoopback(host) {
  if (host === undefined || host === null || host === '') return true;
  const name = String(host).toLowerCase();
  if (LOOPBACK_NAMES.has(name) || name.endsWith('.localhost')) return true;
  if (/^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(name)) return true;
  if (/^::ffff:127\./.test(name)) return true;
  return false;
}

/** The host and port a Socket#connect call names, in each of its call forms; null for a local path. */
function targetOf(args) {
  const [first, second] = args;
  if (Array.isArray(first)) return targetOf(first);
  if (first !== null && typeof first === 'object') {
    if (typeof first.path === 'string') return null;
    return { host: first.host, port: first.port };
  }
  if (typeof first === 'string' && !/^\d+$/.test(first)) return null; // a pipe or socket path
  return { host: typeof second === 'string' ? second : undefined, port: first };
}

/** The frames of the stack that are not Node's own or this guard's: who asked for the connection. */
function callerOf(stack) {
  return (stack ?? '')
    .split('\n')
    .slice(1)
    .map((line) => line.trim())
    .filter((line) => !line.includes('node:') && !line.includes('loopbackGuard/guard.mjs'))
    .slice(0, 8)
    .join('\n');
}

const installed = Symbol.for('storysprout.loopbackGuard');

/**
 * Installs the guard in this process once; onAttempt hears of every refused connection
 * ({host, port, pid, process, caller}). The connection fails with ECONNREFUSED, as it would on
 * a machine with no route out, so callers take their usual error path.
 */
export function installLoopbackGuard(onAttempt) {
  if (globalThis[installed]) {
    globalThis[installed].push(onAttempt);
    return;
  }
  const listeners = [onAttempt];
  globalThis[installed] = listeners;
  const connect = net.Socket.prototype.connect;
  net.Socket.prototype.connect = function guardedConnect(...args) {
    const target = targetOf(args);
    if (target === null || isLoopback(target.host)) return connect.apply(this, args);
    const attempt = {
      host: String(target.host),
      port: Number(target.port),
      pid: process.pid,
      process: process.env.FUNCTION_TARGET ?? process.argv.slice(1, 3).join(' '),
      caller: callerOf(new Error().stack),
    };
    for (const listener of listeners) listener(attempt);
    const error = Object.assign(
      new Error(
        `connect ECONNREFUSED ${attempt.host}:${attempt.port} (the loopback guard: nothing leaves this machine)`,
      ),
      { code: 'ECONNREFUSED', errno: -111, syscall: 'connect', address: attempt.host, port: attempt.port },
    );
    process.nextTick(() => this.destroy(error));
    return this;
  };
}

/** One line a person reads: where the connection went and the call that made it. */
export function describeAttempt(attempt) {
  return `${attempt.host}:${attempt.port} from ${attempt.process} (pid ${attempt.pid})\n    ${attempt.caller.split('\n').join('\n    ')}`;
}

const log = process.env.STORYSPROUT_LOOPBACK_GUARD_LOG;
if (log) installLoopbackGuard((attempt) => appendFileSync(log, `${JSON.stringify(attempt)}\n`));
