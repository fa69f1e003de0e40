import { describe, expect, it } from 'vitest';
import { silentLogger } from '../../testing/logs.js';
import { createGeminiClient, DEFAULT_GEMINI_TIMEOUT_MS, geminiClientOptions } from './client.js';
import { GeminiIllustrator } from './illustrator.js';
import { GeminiStoryteller } from './storyteller.js';

describe('createGeminiClient', () => {
  it('production: Vertex AI with project and location, no key (Application Default Credentials), no SDK retries', () => {
    const options = geminiClientOptions({ project: 'storysprout-prod', location: 'global' });
    expect(options).toEqual({
      enterprise: true,
      project: 'storysprout-prod',
      location: 'global',
      httpOptions: { timeout: DEFAULT_GEMINI_TIMEOUT_MS, retryOptions: { attempts: 1 } },
    });
    expect(options.apiKey).toBeUndefined();
  });

  it('constructs the production client and both adapters without touching the network', () => {
    const client = createGeminiClient({
      project: 'storysprout-prod',
      location: 'us-central1',
      timeoutMs: 90_000,
    });
    expect(client.vertexai).toBe(true);
    const storyteller = new GeminiStoryteller({
      client,
      textModel: 'gemini-2.5-flash',
      logger: silentLogger,
    });
    const illustrator = new GeminiIllustrator({
      client,
      imageModel: 'gemini-2.5-flash-image',
      logger: silentLogger,
    });
    expect(storyteller.description).toBe('Gemini storyteller (gemini-2.5-flash, Vertex AI)');
    expect(illustrator.description).toBe('Gemini illustrator (gemini-2.5-flash-image, Vertex AI)');
  });

  it('tests: a base URL and a dummy key on the same Vertex AI path', () => {
    const options = geminiClientOptions({
      project: 'p',
      location: 'global',
      baseUrl: 'http://127.0.0.1:1234',
      apiKey: 'dummy',
      timeoutMs: 500,
    });
    expect(options).toMatchObject({
      enterprise: true,
      project: 'p',
      location: 'global',
      apiKey: 'dummy',
      httpOptions: { baseUrl: 'http://127.0.0.1:1234', timeout: 500 },
    });
  });

  it('the Developer API needs a key and takes no project', () => {
    expect(() => geminiClientOptions({ api: 'developer' })).toThrow(/apiKey/);
    expect(geminiClientOptions({ api: 'developer', apiKey: 'k', project: 'ignored' })).toMatchObject({
      vertexai: false,
      apiKey: 'k',
    });
    expect(createGeminiClient({ api: 'developer', apiKey: 'k' }).vertexai).toBe(false);
  });

  it('Vertex AI without a project or location is a configuration error', () => {
    expect(() => geminiClientOptions({ location: 'global' })).toThrow(/project/);
    expect(() => geminiClientOptions({ project: 'p' })).toThrow(/location/);
  });

  it('refuses an empty model name', () => {
    const client = createGeminiClient({ project: 'p', location: 'global' });
    expect(() => new GeminiStoryteller({ client, textModel: ' ', logger: silentLogger })).toThrow();
    expect(() => new GeminiIllustrator({ client, imageModel: '', logger: silentLogger })).toThrow();
  });
});
