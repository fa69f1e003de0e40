/** BlobStore: binary objects (illustrations, photos, PDFs) addressed by a slash path. */
export interface Blob {
  bytes: Buffer;
  contentType: string;
}

export interface BlobStore {
  readonly description: string;
  put(path: string, bytes: Buffer, contentType: string): Promise<void>;
  /** null when absent. */
  get(path: string): Promise<Blob | null>;
  exists(path: string): Promise<boolean>;
  /** Deleting a missing object is not an error. */
  delete(path: string): Promise<void>;
  /** Paths under a prefix, sorted. */
  list(prefix: string): Promise<string[]>;
  /**
   * An address anyone holding it can download the object from until it expires (the print
   * provider fetches files this way). Throws where the store has no way to serve files.
   */
  signedUrl(path: string, expiresInSeconds: number): Promise<string>;
}
