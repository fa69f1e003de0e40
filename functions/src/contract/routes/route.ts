import { z } from 'zod';

/**
 * One API route as the server mounts it, the web calls it and the OpenAPI document shows it:
 * its method and path, what it takes, what it answers, and who may call it.
 */

/**
 * Who may call a route, in the order the server checks: `signedIn` a valid Firebase ID token
 * (every /user route, and only those), `unrevoked` the same token asked again of Firebase Auth
 * for revocation (money and deletion), `verifiedEmail` a verified address, `purchaseRegion` a
 * country where purchases are offered (else 403 `{ status: 403 }`). A public route names none.
 */
export const REQUIREMENTS = ['signedIn', 'unrevoked', 'verifiedEmail', 'purchaseRegion'] as const;
export type Requirement = (typeof REQUIREMENTS)[number];

/** A file answered as it is (a picture, a PDF, a ZIP), with this content type. */
export interface FileAnswer {
  readonly file: string;
}
export const file = (contentType: string): FileAnswer => ({ file: contentType });
export const PDF = file('application/pdf');
/** A picture: PNG as drawn, or a photo as it was uploaded. */
export const PICTURE = file('image/*');
export const ZIP = file('application/zip');

/** What a route answers with a status: JSON of this schema, a file, or nothing (204). */
export type AnswerBody = z.ZodType | FileAnswer | null;

export interface Route {
  readonly method: 'GET' | 'POST';
  readonly path: `/user/${string}` | `/public/${string}`;
  /** What it does, in a line (the OpenAPI summary). */
  readonly summary: string;
  /** The JSON body (POST) or the query (GET); `{}` when it takes nothing. */
  readonly request: z.ZodType;
  /**
   * Where the request's body is one of several shapes told apart by a field rather than by a
   * value zod can discriminate on: the shape this body is to be read as (`request` is their union).
   */
  readonly requestOf?: (body: Record<string, unknown>) => z.ZodType;
  /** The body may also come as multipart/form-data: these text fields and these files. */
  readonly multipart?: { readonly fields: z.ZodType; readonly files: string };
  /**
   * POST only: the query's text values are read over the body's (an emailed link that POSTs
   * its token in the query, RFC 8058).
   */
  readonly queryOverBody?: true;
  /** Its errors are plain text instead of `{ error }` (spec part 2 §7: reDoEnhancedImage). */
  readonly plainTextErrors?: true;
  readonly answers: { readonly 200?: AnswerBody; readonly 202?: AnswerBody; readonly 204?: null };
  readonly who: readonly Requirement[];
}

/** The request of a route that takes nothing. */
export const noInput = z.object({});

/** Who may call, by kind of route: named once, so routes of a kind are guarded alike. */
export const PUBLIC = [] as const;
/** Every /user route: a signed-in caller. */
export const SIGNED_IN = ['signedIn'] as const;
/** Creating, printing and the organization's data: a verified email too (spec part 1 §6). */
export const VERIFIED = ['signedIn', 'verifiedEmail'] as const;
/** Redeeming a gift and deleting an account: a token not revoked (issue 26). */
export const UNREVOKED = ['signedIn', 'unrevoked'] as const;
/** Sending a paid order to the printer. */
export const UNREVOKED_VERIFIED = ['signedIn', 'unrevoked', 'verifiedEmail'] as const;
/** Buying (credits, Classroom Packs, gifts, a printed book): all of it, where purchases are offered. */
export const PURCHASE = ['signedIn', 'unrevoked', 'verifiedEmail', 'purchaseRegion'] as const;

/** Where a route's input is read from: the query of a GET, the body of a POST. */
export const isQuery = (route: Pick<Route, 'method'>) => route.method === 'GET';

/** The JSON a route answers, whatever its status (never for a file or an empty answer). */
export type JsonAnswerOf<R extends Route> = {
  [S in keyof R['answers']]: R['answers'][S] extends z.ZodType ? z.output<R['answers'][S]> : never;
}[keyof R['answers']];

/** What its answer is read as in the client: its JSON, or nothing for a 204. */
export type AnswerOf<R extends Route> =
  JsonAnswerOf<R> | (204 extends keyof R['answers'] ? undefined : never);

/** The routes that answer a file. */
export type FileRoute = Route & { readonly answers: { readonly 200: FileAnswer } };

/** The request as the client writes it (before the schema fills defaults). */
export type RequestOf<R extends Route> = z.input<R['request']>;

export const isFileAnswer = (body: AnswerBody | undefined): body is FileAnswer =>
  !!body && typeof (body as Partial<FileAnswer>).file === 'string';
