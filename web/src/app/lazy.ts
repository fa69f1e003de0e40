import type { ComponentType } from 'react';

/** Spec part 1 §9: 'Chunk load time-out for lazily loaded pages: 120 seconds'. */
export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadTimeoutError extends Error {
  constructor(ms: number) {
    super(`The page took longer than ${Math.round(ms / 1000)} seconds to load.`);
    this.name = 'ChunkLoadTimeoutError';
  }
}

/** Resolves like `promise`, or rejects with ChunkLoadTimeoutError after `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadTimeoutError(ms)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

export type PageModule = { default: ComponentType };
export type PageLoader = () => Promise<PageModule>;

/** A react-router `lazy` function for a page module, bounded by the chunk time-out. */
export function lazyPage(load: PageLoader, timeoutMs: number = CHUNK_TIMEOUT_MS) {
  return async () => {
    const module = await withTimeout(load(), timeoutMs);
    return { Component: module.default };
  };
}
