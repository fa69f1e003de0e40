import { describe, expect, it } from 'vitest';
import { productionConfigProblems } from './productionConfig.js';

const complete = {
  VITE_FIREBASE_API_KEY: 'AIza-x',
  VITE_FIREBASE_AUTH_DOMAIN: 'storysprout.com',
  VITE_FIREBASE_PROJECT_ID: 'storysprout-prod',
  VITE_FIREBASE_APP_ID: '1:2:web:3',
  VITE_SITE_URL: 'https://storysprout.com',
};

describe('productionConfigProblems', () => {
  it('accepts the real project served from its own domain', () => {
    expect(productionConfigProblems(complete)).toEqual([]);
  });

  it('names every missing setting instead of falling back to the demo project', () => {
    expect(productionConfigProblems({})).toEqual([
      'VITE_FIREBASE_API_KEY is not set',
      'VITE_FIREBASE_AUTH_DOMAIN is not set',
      'VITE_FIREBASE_PROJECT_ID is not set',
      'VITE_FIREBASE_APP_ID is not set',
      'VITE_SITE_URL is not set',
    ]);
    expect(productionConfigProblems({ ...complete, VITE_FIREBASE_PROJECT_ID: 'demo-storysprout' })).toEqual([
      "VITE_FIREBASE_PROJECT_ID is the emulators' demo-storysprout",
    ]);
  });

  it('wants an https site whose own host is the auth domain', () => {
    expect(productionConfigProblems({ ...complete, VITE_SITE_URL: 'http://storysprout.com' })).toEqual([
      'VITE_SITE_URL must be https: http://storysprout.com',
    ]);
    expect(
      productionConfigProblems({
        ...complete,
        VITE_FIREBASE_AUTH_DOMAIN: 'storysprout-prod.firebaseapp.com',
      })[0],
    ).toMatch(/must be the site's own host \(storysprout.com\)/);
  });
});
