import type { NextFunction, Request, Response } from 'express';
import { describe, expect, it, vi } from 'vitest';
import { HttpError } from './errors.js';
import { JSON_BODY_LIMIT_BYTES, jsonBody } from './jsonBody.js';

/** A request as Cloud Functions hands it over: body already parsed, the bytes kept in rawBody. */
function platformRequest(bytes: number, contentType = 'application/json'): Request {
  const rawBody = Buffer.alloc(bytes, 'a');
  return {
    rawBody,
    body: {},
    headers: { 'content-type': contentType },
    get: (name: string) => (name.toLowerCase() === 'content-type' ? contentType : undefined),
  } as unknown as Request;
}

function run(req: Request): unknown {
  const next = vi.fn<(error?: unknown) => void>();
  jsonBody(req, {} as Response, next as NextFunction);
  expect(next).toHaveBeenCalledTimes(1);
  return next.mock.calls[0]?.[0];
}

describe('jsonBody on Cloud Functions (rawBody present)', () => {
  it('refuses a raw body over 1 MB with 413', () => {
    const error = run(platformRequest(JSON_BODY_LIMIT_BYTES + 1));
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 413, message: expect.stringMatching(/too large.*1 MB/) });
  });

  it('lets a body at the cap through, and leaves multipart to its own limits', () => {
    expect(run(platformRequest(JSON_BODY_LIMIT_BYTES))).toBeUndefined();
    expect(
      run(platformRequest(JSON_BODY_LIMIT_BYTES + 1, 'multipart/form-data; boundary=x')),
    ).toBeUndefined();
  });
});
