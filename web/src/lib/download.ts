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
