import type { Storage } from 'firebase-admin/storage';
import type { Blob, BlobStore } from '../../ports/blobStore.js';
import { validateBlobPath, validateBlobPrefix } from '../common/blobPath.js';

/** The @google-cloud/storage Bucket that firebase-admin hands out (not re-exported by name). */
export type Bucket = ReturnType<Storage['bucket']>;

/**
 * Blobs in Cloud Storage (production, or the Storage emulator where Java 21 runs). Paths are
 * checked like the local directory's, so a name that works in production works locally too.
 */
export class CloudStorageBlobStore implements BlobStore {
  readonly description: string;

  /** emulator: the Storage emulator's host when firebase-admin talks to it (for the description). */
  constructor(
    private readonly bucket: Bucket,
    emulator?: string,
  ) {
    this.description = emulator
      ? `storage emulator (${emulator}, ${bucket.name})`
      : `cloud storage (${bucket.name})`;
  }

  async put(path: string, bytes: Buffer, contentType: string): Promise<void> {
    // Objects here are at most a few MB: one request beats a resumable session's extra round trips.
    await this.bucket.file(validateBlobPath(path)).save(bytes, { contentType, resumable: false });
  }

  async get(path: string): Promise<Blob | null> {
    validateBlobPath(path);
    // Read the metadata, then the bytes of that very generation, so type and bytes always belong
    // together; an overwrite in between removes the generation (404), and we read again.
    for (let attempt = 1; ; attempt++) {
      let metadata;
      try {
        [metadata] = await this.bucket.file(path).getMetadata();
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
      try {
        const [bytes] = await this.bucket.file(path, { generation: metadata.generation }).download();
        return { bytes, contentType: metadata.contentType ?? 'application/octet-stream' };
      } catch (error) {
        if (!isNotFound(error) || attempt >= 3) throw error;
      }
    }
  }

  async exists(path: string): Promise<boolean> {
    const [exists] = await this.bucket.file(validateBlobPath(path)).exists();
    return exists;
  }

  async delete(path: string): Promise<void> {
    await this.bucket.file(validateBlobPath(path)).delete({ ignoreNotFound: true });
  }

  async list(prefix: string): Promise<string[]> {
    const [files] = await this.bucket.getFiles({ prefix: validateBlobPrefix(prefix), autoPaginate: true });
    return files.map((file) => file.name).sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
  }

  /** A V4 signed URL; the function's service account needs the Service Account Token Creator role. */
  async signedUrl(path: string, expiresInSeconds: number): Promise<string> {
    const [url] = await this.bucket.file(validateBlobPath(path)).getSignedUrl({
      version: 'v4',
      action: 'read',
      expires: Date.now() + Math.min(expiresInSeconds, MAX_SIGNED_SECONDS) * 1000,
    });
    return url;
  }
}

/** Cloud Storage's V4 signatures last at most 7 days. */
const MAX_SIGNED_SECONDS = 7 * 24 * 3600;

function isNotFound(error: unknown): boolean {
  return (error as { code?: unknown }).code === 404;
}
