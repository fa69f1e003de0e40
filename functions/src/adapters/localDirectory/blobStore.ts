import { randomUUID } from 'node:crypto';
import { mkdir, readFile, readdir, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Blob, BlobStore } from '../../ports/blobStore.js';
import { validateBlobPath, validateBlobPrefix } from '../common/blobPath.js';
import { signedFileUrl, type FileSigning } from './signedUrl.js';

const DEFAULT_CONTENT_TYPE = 'application/octet-stream';

/**
 * Blobs as plain files, for the local stack where the Storage emulator cannot run. Layout under
 * rootDir (kept browsable on purpose: open objects/... to look at an illustration):
 *   objects/<path>        the bytes
 *   meta/<path>.json      { contentType }, in a separate tree so no object name is reserved
 *   tmp/                  writes land here first, then are renamed into place
 * A rename within one file system is atomic, so a reader (another process included) sees the
 * old file or the new one, never half of one.
 *
 * Limit: unlike Cloud Storage, a name cannot be both an object and a "folder" ("a" and "a/b").
 */
export class LocalDirectoryBlobStore implements BlobStore {
  readonly description: string;
  private readonly root: string;

  /** With signing, signedUrl answers addresses of the API's /public/files route. */
  constructor(
    rootDir: string,
    private readonly signing: FileSigning | null = null,
  ) {
    this.root = path.resolve(rootDir);
    this.description = `local directory (${rootDir})`;
  }

  async signedUrl(blobPath: string, expiresInSeconds: number): Promise<string> {
    validateBlobPath(blobPath);
    if (!this.signing)
      throw new Error('This local blob directory has no STORYSPROUT_FILES_URL to serve files from');
    return signedFileUrl(this.signing, blobPath, Date.now() + expiresInSeconds * 1000);
  }

  async put(blobPath: string, bytes: Buffer, contentType: string): Promise<void> {
    validateBlobPath(blobPath);
    // Metadata first: a reader racing an overwrite may see the new type with the old bytes for
    // an instant, never bytes without a type.
    await this.writeAtomically(
      this.metaFile(blobPath),
      Buffer.from(JSON.stringify({ contentType })),
      blobPath,
    );
    await this.writeAtomically(this.objectFile(blobPath), bytes, blobPath);
  }

  async get(blobPath: string): Promise<Blob | null> {
    validateBlobPath(blobPath);
    let bytes: Buffer;
    try {
      bytes = await readFile(this.objectFile(blobPath));
    } catch (error) {
      // A "folder" of other objects at this name is not an object either.
      if (isMissing(error) || (error as NodeJS.ErrnoException).code === 'EISDIR') return null;
      throw error;
    }
    return { bytes, contentType: await this.contentType(blobPath) };
  }

  async exists(blobPath: string): Promise<boolean> {
    validateBlobPath(blobPath);
    try {
      return (await stat(this.objectFile(blobPath))).isFile();
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async delete(blobPath: string): Promise<void> {
    validateBlobPath(blobPath);
    for (const file of [this.objectFile(blobPath), this.metaFile(blobPath)]) {
      await rm(file, { force: true });
      await this.pruneEmptyDirectories(path.dirname(file));
    }
  }

  async list(prefix: string): Promise<string[]> {
    validateBlobPrefix(prefix);
    // Walk only the deepest directory the prefix names; the rest of the prefix filters names.
    const dirPart = prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/')) : '';
    const names: string[] = [];
    await this.walk(path.join(this.root, 'objects', dirPart), dirPart, names);
    return names.filter((name) => name.startsWith(prefix)).sort(compareNames);
  }

  private async walk(dir: string, relative: string, into: string[]): Promise<void> {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    for (const entry of entries) {
      const name = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) await this.walk(path.join(dir, entry.name), name, into);
      else if (entry.isFile()) into.push(name);
    }
  }

  private async contentType(blobPath: string): Promise<string> {
    try {
      const meta = JSON.parse(await readFile(this.metaFile(blobPath), 'utf8')) as { contentType?: unknown };
      return typeof meta.contentType === 'string' ? meta.contentType : DEFAULT_CONTENT_TYPE;
    } catch (error) {
      if (isMissing(error)) return DEFAULT_CONTENT_TYPE;
      throw error;
    }
  }

  private async writeAtomically(target: string, bytes: Buffer, blobPath: string): Promise<void> {
    const tmpDir = path.join(this.root, 'tmp');
    const tmp = path.join(tmpDir, `${randomUUID()}.part`);
    await mkdir(tmpDir, { recursive: true });
    await writeFile(tmp, bytes);
    try {
      // A concurrent delete may prune the freshly made parent directory; make it again then.
      for (let attempt = 1; ; attempt++) {
        await mkdir(path.dirname(target), { recursive: true });
        try {
          await rename(tmp, target);
          return;
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || attempt >= 3) throw error;
        }
      }
    } catch (error) {
      await rm(tmp, { force: true });
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOTDIR' || code === 'EISDIR' || code === 'EEXIST' || code === 'ENOTEMPTY') {
        throw new Error(
          `Cannot store blob "${blobPath}": a local directory cannot hold both "a" and "a/..." as objects (${code})`,
        );
      }
      throw error;
    }
  }

  /** Removes directories the delete left empty, so a later put of a same-named object works. */
  private async pruneEmptyDirectories(dir: string): Promise<void> {
    const top = [path.join(this.root, 'objects'), path.join(this.root, 'meta')];
    while (!top.includes(dir) && dir.startsWith(this.root + path.sep)) {
      try {
        await rmdir(dir);
      } catch {
        return; // not empty (or already gone): stop climbing
      }
      dir = path.dirname(dir);
    }
  }

  private objectFile(blobPath: string): string {
    return path.join(this.root, 'objects', ...blobPath.split('/'));
  }

  private metaFile(blobPath: string): string {
    return `${path.join(this.root, 'meta', ...blobPath.split('/'))}.json`;
  }
}

/** ENOTDIR: a parent on the way is an object file, so this name cannot exist. */
function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

/** Cloud Storage lists names in UTF-8 byte order; Buffer.compare gives exactly that. */
function compareNames(a: string, b: string): number {
  return Buffer.compare(Buffer.from(a), Buffer.from(b));
}
