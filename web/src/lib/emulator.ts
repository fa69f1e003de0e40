/**
 * The Auth emulator to use, or null for the real service: `configured` (VITE_AUTH_EMULATOR_URL)
 * when set ('off' disables it), else http://<same hostname>:9099 when served from this machine.
 */
export function authEmulatorUrl(hostname: string, configured?: string): string | null {
  if (configured) return configured === 'off' ? null : configured;
  if (hostname === 'localhost' || hostname === '127.0.0.1') return `http://${hostname}:9099`;
  return null;
}
