export interface ConnectionAttempt {
  host: string;
  port: number;
  pid: number;
  /** The function (FUNCTION_TARGET) or the script the process runs. */
  process: string;
  /** The stack frames outside Node and the guard: who asked for the connection. */
  caller: string;
}
export function isLoopback(host: string | undefined | null): boolean;
export function installLoopbackGuard(onAttempt: (attempt: ConnectionAttempt) => void): void;
export function describeAttempt(attempt: ConnectionAttempt): string;
