import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const sdk = vi.hoisted(() => ({
  logEvent: vi.fn(),
  initializeAnalytics: vi.fn(() => ({ app: 'analytics' })),
  isSupported: vi.fn(async () => true),
  setAnalyticsCollectionEnabled: vi.fn(),
}));
vi.mock('firebase/analytics', () => sdk);
vi.mock('./firebaseApp', () => ({ firebaseApp: { name: 'app' } }));
vi.mock('./firebaseConfig', () => ({ measurementId: 'G-TEST123' }));

const { track } = await import('./analytics');
const { setConsent } = await import('./analyticsConsent');
const { gaParams, startGoogleAnalytics } = await import('./googleAnalytics');

const sent = () => sdk.logEvent.mock.calls.map(([, event, params]) => [event, params]);

beforeEach(() => {
  sdk.logEvent.mockClear();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Google Analytics', () => {
  it('leaves out parameters GA4 cannot take', () => {
    expect(gaParams({ method: 'Email', value: 3, ok: true, empty: null, missing: undefined })).toEqual({
      method: 'Email',
      value: 3,
      ok: true,
    });
  });

  it('sends nothing before the visitor allows it, then each event with its parameters, until declined', async () => {
    startGoogleAnalytics();
    track('login', { method: 'Email' });
    expect(sdk.initializeAnalytics).not.toHaveBeenCalled();

    setConsent('granted');
    await vi.waitFor(() => expect(sdk.initializeAnalytics).toHaveBeenCalledTimes(1));
    expect(sdk.initializeAnalytics).toHaveBeenCalledWith(
      { name: 'app' },
      { config: { send_page_view: false } },
    );
    track('sign_up', { method: 'Google' });
    track('page_view', { page_path: '/gallery' });
    track('about_page_visited', { page_path: '/about' });
    track('file_download', { file_name: 'StorySprout-1.pdf', file_extension: 'pdf', book_id: '1' });
    track('begin_checkout', { currency: 'USD', value: 15, item_id: 1, quantity: 3 });
    track('purchase', { transaction_id: 'cs_1', currency: 'USD', value: 15, item_id: 1, quantity: 3 });
    expect(sent()).toEqual([
      ['sign_up', { method: 'Google' }],
      ['page_view', { page_path: '/gallery' }],
      ['about_page_visited', { page_path: '/about' }],
      ['file_download', { file_name: 'StorySprout-1.pdf', file_extension: 'pdf', book_id: '1' }],
      ['begin_checkout', { currency: 'USD', value: 15, item_id: 1, quantity: 3 }],
      ['purchase', { transaction_id: 'cs_1', currency: 'USD', value: 15, item_id: 1, quantity: 3 }],
    ]);

    setConsent('denied');
    track('login', { method: 'Email' });
    expect(sent()).toHaveLength(6);
  });

  it('never sends while the browser asks not to be tracked', async () => {
    vi.stubGlobal('navigator', { ...navigator, doNotTrack: '1' });
    setConsent('granted');
    await new Promise((resolve) => setTimeout(resolve, 10));
    track('login', { method: 'Email' });
    expect(sent()).toEqual([]);
  });
});
