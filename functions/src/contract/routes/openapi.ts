import { z } from 'zod';
import { errorBody } from '../common.js';
import { regionUnavailableBody } from '../payments.js';
import { ROUTES, isFileAnswer, type AnswerBody, type Route } from './index.js';

/**
 * The OpenAPI 3.1 document of the route table (`npm run openapi` writes it to
 * web/public/openapi.json; Hosting serves it at /openapi.json). Schemas are zod's JSON Schema
 * (draft 2020-12, which OpenAPI 3.1 uses): requests as a client writes them (before defaults),
 * answers as the server sends them.
 */

type JsonSchema = Record<string, unknown>;

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  // A rule zod cannot say in JSON Schema (a refinement, a transform) is left out, not refused.
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  return rest;
}

const json = (schema: JsonSchema) => ({ 'application/json': { schema } });

/** Every JSON refusal: one schema, whose `code` enum lists every stable error code. */
const ERROR_BODY_REF = { $ref: '#/components/schemas/ErrorBody' };
const ERROR = {
  description: 'Refused: `{ error, code }` says why (`code` is stable; `error` is English)',
  content: json(ERROR_BODY_REF),
};

const WHO: Record<Route['who'][number], string> = {
  signedIn: 'a Firebase ID token (`Authorization: Bearer`)',
  unrevoked: 'a token not revoked (asked of Firebase Auth)',
  verifiedEmail: 'a verified email address',
  purchaseRegion: 'a country where purchases are offered',
};

function answer(status: string, body: AnswerBody) {
  if (body === null) return { description: 'Done, nothing to answer' };
  if (isFileAnswer(body)) return { description: `The file (${body.file})`, content: { [body.file]: {} } };
  return {
    description: status === '202' ? 'Accepted: under way' : 'OK',
    content: json(jsonSchema(body, 'output')),
  };
}

function errorsOf(route: Route) {
  const refused = route.plainTextErrors
    ? {
        description: 'Refused: the reason as plain text',
        content: { 'text/plain': { schema: { type: 'string' } } },
      }
    : ERROR;
  return {
    '400': {
      ...refused,
      description: 'A body its schema refuses (the message names the fields), or a rule it breaks',
    },
    ...(route.who.includes('signedIn')
      ? { '401': { ...ERROR, description: 'No valid ID token (or a revoked one, where checked)' } }
      : {}),
    ...(route.who.includes('purchaseRegion')
      ? {
          '403': {
            description: 'Not allowed: `{ status: 403 }` where purchases are not offered, else `{ error }`',
            content: json({
              anyOf: [jsonSchema(regionUnavailableBody, 'output'), ERROR_BODY_REF],
            }),
          },
        }
      : route.who.includes('verifiedEmail')
        ? { '403': { ...ERROR, description: 'Not allowed (an unverified email, a limit reached)' } }
        : {}),
  };
}

/** A GET's query as parameters: one per property of its schema. */
function queryParameters(route: Route) {
  const schema = jsonSchema(route.request, 'input') as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: schema.required?.includes(name) ?? false,
    schema: property,
  }));
}

function requestBody(route: Route) {
  return {
    required: true,
    content: {
      ...json(jsonSchema(route.request, 'input')),
      ...(route.multipart
        ? {
            'multipart/form-data': {
              schema: {
                ...jsonSchema(route.multipart.fields, 'input'),
                description: `The same fields as form fields, and the files ${route.multipart.files}`,
              },
            },
          }
        : {}),
    },
  };
}

function operation(name: string, route: Route) {
  const needs = route.who.map((need) => WHO[need]);
  return {
    operationId: name,
    summary: route.summary,
    description: needs.length ? `Needs ${needs.join(', ')}.` : 'Needs no sign-in.',
    'x-who': route.who,
    security: route.who.includes('signedIn') ? [{ firebaseIdToken: [] }] : [],
    ...(route.method === 'GET'
      ? { parameters: queryParameters(route) }
      : { requestBody: requestBody(route) }),
    responses: {
      ...Object.fromEntries(
        Object.entries(route.answers).map(([status, body]) => [status, answer(status, body as AnswerBody)]),
      ),
      ...errorsOf(route),
    },
  };
}

export function openApiDocument() {
  return {
    openapi: '3.1.0',
    info: {
      title: 'StorySprout API',
      version: '1',
      description:
        'The /user and /public calls of the StorySprout app, generated from its route table (functions/src/contract/routes).',
    },
    components: {
      schemas: { ErrorBody: jsonSchema(errorBody, 'output') },
      securitySchemes: {
        firebaseIdToken: { type: 'http', scheme: 'bearer', bearerFormat: 'Firebase ID token (JWT)' },
      },
    },
    paths: Object.fromEntries(
      Object.entries(ROUTES).map(([name, route]: [string, Route]) => [
        route.path,
        { [route.method.toLowerCase()]: operation(name, route) },
      ]),
    ),
  };
}
