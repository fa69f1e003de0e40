import { errorCodeOfStatus, type ErrorCode } from '../contract/errorCodes.js';

/** An error that maps to an HTTP answer `{ error: message, code }` with this status. */
export class HttpError extends Error {
  public readonly code: ErrorCode;
  constructor(
    public readonly status: number,
    message: string,
    code?: ErrorCode,
  ) {
    super(message);
    this.name = 'HttpError';
    this.code = code ?? errorCodeOfStatus(status);
  }
}

export const badRequest = (message: string, code?: ErrorCode) => new HttpError(400, message, code);
export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message: string, code?: ErrorCode) => new HttpError(403, message, code);
export const notFound = (message = 'Not found', code?: ErrorCode) => new HttpError(404, message, code);
