import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './stack.js';
import { withEmulatorSources } from './localFirebaseJson.js';

const productionCsp = () => {
  const config = JSON.parse(readFileSync(path.join(ROOT, 'firebase.json'), 'utf8')) as {
    hosting: { headers: { headers: { key: string; value: string }[] }[] };
  };
  return config.hosting.headers
    .flatMap((rule) => rule.headers)
    .find((h) => h.key === 'Content-Security-Policy')?.value as string;
};

describe('the CSP', () => {
  it('of production has no localhost and frames only the site itself', () => {
    const csp = productionCsp();
    expect(csp).not.toMatch(/localhost|127\.0\.0\.1|http:\/\//);
    expect(csp).toMatch(/frame-src 'self';/);
    expect(csp).toMatch(/frame-ancestors 'none'/);
  });

  it('of the local stack adds only the Auth emulator, to connect-src and frame-src, and its files to media-src', () => {
    const local = withEmulatorSources(productionCsp());
    expect(local).toMatch(/connect-src [^;]* http:\/\/localhost:9099 http:\/\/127\.0\.0\.1:9099;/);
    expect(local).toMatch(/frame-src 'self' http:\/\/localhost:9099 http:\/\/127\.0\.0\.1:9099;/);
    expect(local).toMatch(/media-src 'self' https:\/\/storage\.googleapis\.com http:\/\/127\.0\.0\.1:5001;/);
    expect(
      local.replaceAll(/ http:\/\/(localhost|127\.0\.0\.1):9099/g, '').replace(' http://127.0.0.1:5001', ''),
    ).toBe(productionCsp());
  });
});
