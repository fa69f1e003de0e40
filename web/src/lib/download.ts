/**
 * Saves a Blob as a file through a temporary `<a download>` link. The object URL is revoked a
 * little later (revoking at once can cancel the download in some browsers).
 */
export function saveBlob(blob: Blob, fileName: string, revokeAfterMs = 60_000): void {
  const url = URL.createObjectURL(blob);
  try {
    saveUrl(url, fileName);
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), revokeAfterMs);
  }
}

/**
 * Opens a download address (a signed storage URL the page may not read itself): the browser
 * saves what it answers.
 */
export function saveUrl(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
  }
}

/**
 * The file at a signed address, reporting the share received (0..1) as it arrives; null where
 * the browser may not read it (a storage bucket without CORS): then open the address instead
 * (`saveUrl`).
 */
export async function fetchWithProgress(
  url: string,
  expectedBytes: number,
  mimeType: string,
  onProgress: (share: number) => void,
): Promise<Blob | null> {
  let response: Response;
  try {
    response = await fetch(url);
  } catch {
    return null;
  }
  if (!response.ok) throw new Error(`The download answered ${response.status}`);
  if (!response.body) return response.blob();
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.length;
    onProgress(Math.min(1, received / Math.max(1, expectedBytes)));
  }
  return new Blob(chunks as BlobPart[], { type: mimeType });
}
