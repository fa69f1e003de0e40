import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed download addresses for the local blob directory, the local stand-in for Cloud
 * Storage's signed URLs: the path and expiry, signed with a secret the API shares.
 */
export interface FileSigning {
  /** Where the API serves /public/files, e.g. http://localhost:5000/public/files. */
  baseUrl: string;
  secret: string;
}

const signatureOf = (secret: string, blobPath: string, expires: number) =>
  createHmac('sha256', secret).update(`${blobPath}\n${expires}`).digest('hex');

export function signedFileUrl(signing: FileSigning, blobPath: string, expiresAtMs: number): string {
  const expires = Math.floor(expiresAtMs / 1000);
  const query = new URLSearchParams({
    expires: String(expires),
    signature: signatureOf(signing.secret, blobPath, expires),
  });
  return `${signing.baseUrl.replace(/\/$/, '')}/${encodeURIComponent(blobPath)}?${query}`;
}

/** Whether the address was signed with this secret and has not expired. */
export function fileSignatureValid(
  secret: string,
  blobPath: string,
  expires: string,
  signature: string,
  nowMs = Date.now(),
): boolean {
  const seconds = Number(expires);
  if (!Number.isInteger(seconds) || seconds * 1000 < nowMs || !/^[0-9a-f]{64}$/.test(signature)) return false;
  const expected = Buffer.from(signatureOf(secret, blobPath, seconds), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
