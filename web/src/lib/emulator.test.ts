import { describe, expect, it } from 'vitest';
import { authEmulatorUrl } from './emulator';

describe('authEmulatorUrl', () => {
  it('uses the Auth emulator on the same host when served locally', () => {
    expect(authEmulatorUrl('localhost')).toBe('http://localhost:9099');
    expect(authEmulatorUrl('127.0.0.1')).toBe('http://127.0.0.1:9099');
  });

  it('uses the real service elsewhere', () => {
    expect(authEmulatorUrl('storysprout.web.app')).toBeNull();
  });

  it('follows VITE_AUTH_EMULATOR_URL when set', () => {
    expect(authEmulatorUrl('storysprout.web.app', 'http://10.0.0.5:9099')).toBe('http://10.0.0.5:9099');
    expect(authEmulatorUrl('localhost', 'off')).toBeNull();
  });
});
