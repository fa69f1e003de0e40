import busboy from 'busboy';
import type { Request } from 'express';
import { badRequest } from './errors.js';

export interface MultipartFile {
  bytes: Buffer;
  filename: string;
  /** The part hit the size limit; bytes hold only the start. */
  truncated: boolean;
}

export interface MultipartBody {
  fields: Record<string, string>;
  files: Record<string, MultipartFile>;
}

export interface MultipartLimits {
  fileSize: number;
  files: number;
  fields: number;
}

export const isMultipart = (req: Request) =>
  (req.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data');

/**
 * Parses a multipart/form-data body. Cloud Functions has already read the body into rawBody;
 * elsewhere the request stream is read here. Files over the size limit are kept truncated so
 * the caller can answer the spec's 'too large' message instead of a parser error.
 */
export function parseMultipart(req: Request, limits: MultipartLimits): Promise<MultipartBody> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: {
          fileSize: limits.fileSize,
          files: limits.files,
          fields: limits.fields,
          fieldSize: 64 * 1024,
        },
      });
    } catch {
      reject(badRequest('The request is not valid multipart/form-data'));
      return;
    }
    const body: MultipartBody = { fields: {}, files: {} };
    let tooMany = false;
    parser.on('field', (name, value) => (body.fields[name] = value));
    parser.on('file', (name, stream, info) => {
      const chunks: Buffer[] = [];
      let truncated = false;
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => (truncated = true));
      stream.on(
        'end',
        () => (body.files[name] = { bytes: Buffer.concat(chunks), filename: info.filename ?? '', truncated }),
      );
    });
    parser.on('filesLimit', () => (tooMany = true));
    parser.on('fieldsLimit', () => (tooMany = true));
    parser.on('error', () => reject(badRequest('The request is not valid multipart/form-data')));
    parser.on('close', () =>
      tooMany ? reject(badRequest('Too many fields or files in the request')) : resolve(body),
    );
    const raw = (req as Request & { rawBody?: Buffer }).rawBody;
    if (raw) parser.end(raw);
    else req.pipe(parser);
  });
}
