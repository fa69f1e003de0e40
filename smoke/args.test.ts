import { describe, expect, it } from 'vitest';
import { authTarget, parseSmokeArgs, timeoutsFrom, UsageError } from './args.js';
import { DEFAULT_TIMEOUT_MINUTES, STEPS } from './steps.js';

const options = (argv: string[]) => {
  const parsed = parseSmokeArgs(argv);
  if (parsed.help) throw new Error('expected options');
  return parsed.options;
};

describe('parseSmokeArgs', () => {
  it('takes the site origin and defaults everything else', () => {
    const o = options(['--url', 'https://storysprout.com/']);
    expect(o).toMatchObject({
      url: 'https://storysprout.com',
      apiKey: null,
      project: null,
      authEmulator: null,
      emailDomain: 'example.com',
    });
    expect(o.timeoutsMs.pictures).toBe(DEFAULT_TIMEOUT_MINUTES.pictures * 60_000);
    expect(o.timeoutsMs.story).toBe(DEFAULT_TIMEOUT_MINUTES.story * 60_000);
  });

  it('takes the config overrides, an emulator and a domain', () => {
    const o = options([
      '--url=http://localhost:5000',
      '--api-key',
      'AIza-key',
      '--project',
      'storysprout-prod',
      '--auth-emulator',
      '127.0.0.1:9199',
      '--email-domain',
      'storysprout.com',
    ]);
    expect(o).toMatchObject({
      url: 'http://localhost:5000',
      apiKey: 'AIza-key',
      project: 'storysprout-prod',
      authEmulator: '127.0.0.1:9199',
      emailDomain: 'storysprout.com',
    });
  });

  it('answers help', () => {
    expect(parseSmokeArgs(['--help'])).toEqual({ help: true });
    expect(parseSmokeArgs(['-h'])).toEqual({ help: true });
  });

  it.each([
    [[], '--url is required'],
    [['--url', 'storysprout.com'], 'not a URL'],
    [['--url', 'ftp://storysprout.com'], 'must be http(s)'],
    [['--url', 'https://storysprout.com/app'], 'origin only'],
    [['--url', 'https://a.com', '--auth-emulator', 'localhost'], 'host:port'],
    [['--url', 'https://a.com', '--email-domain', 'nodot'], 'not a domain'],
    [['--url', 'https://a.com', '--api-key', ' '], 'must not be empty'],
    [['--url', 'https://a.com', '--nope'], "Unknown option '--nope'"],
    [['--url', 'https://a.com', 'extra'], 'extra'],
  ])('refuses %j', (argv, message) => {
    expect(() => parseSmokeArgs(argv)).toThrow(UsageError);
    expect(() => parseSmokeArgs(argv)).toThrow(message);
  });
});

describe('timeoutsFrom', () => {
  it('a bare number sets every step; step=n sets one; later values win', () => {
    const t = timeoutsFrom(['3', 'pictures=20,story=1.5']);
    expect(t.pictures).toBe(20 * 60_000);
    expect(t.story).toBe(90_000);
    expect(t.config).toBe(3 * 60_000);
    expect(Object.keys(t)).toEqual([...STEPS]);
  });

  it.each(['0', '-1', 'soon', 'pictures=', 'pictrues=5', 'pictures=x'])('refuses %s', (value) => {
    expect(() => timeoutsFrom([value])).toThrow(UsageError);
  });
});

describe('authTarget', () => {
  const site = (url: string) => ({ url, authEmulator: null });

  it('a production site uses Firebase Auth', () => {
    expect(authTarget(site('https://storysprout.com'), 'storysprout-prod', {})).toEqual({
      kind: 'production',
    });
  });

  it('a localhost site or a demo- project uses the local Auth emulator', () => {
    const emulator = { kind: 'emulator', host: '127.0.0.1:9099' };
    expect(authTarget(site('http://localhost:5000'), 'storysprout-prod', {})).toEqual(emulator);
    expect(authTarget(site('http://127.0.0.1:5000'), 'x', {})).toEqual(emulator);
    expect(authTarget(site('https://staging.example'), 'demo-storysprout', {})).toEqual(emulator);
  });

  it('FIREBASE_AUTH_EMULATOR_HOST, then --auth-emulator, override', () => {
    const env = { FIREBASE_AUTH_EMULATOR_HOST: '10.0.0.2:9099' };
    expect(authTarget(site('https://storysprout.com'), 'p', env)).toEqual({
      kind: 'emulator',
      host: '10.0.0.2:9099',
    });
    expect(authTarget({ url: 'https://storysprout.com', authEmulator: 'h:1' }, 'p', env)).toEqual({
      kind: 'emulator',
      host: 'h:1',
    });
  });
});
