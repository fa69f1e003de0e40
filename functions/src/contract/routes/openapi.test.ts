import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../errorCodes.js';
import { ROUTES, isFileAnswer, type Route } from './index.js';
import { openApiDocument } from './openapi.js';

interface Operation {
  operationId: string;
  requestBody?: { content: Record<string, { schema: object }> };
  parameters?: { name: string; in: string }[];
  responses: Record<string, { content?: Record<string, { schema?: object }> }>;
}

const document = JSON.parse(JSON.stringify(openApiDocument())) as {
  openapi: string;
  components: { schemas: Record<string, { properties: Record<string, { enum?: string[] }> }> };
  paths: Record<string, Record<string, Operation>>;
};

describe('the OpenAPI document of the route table', () => {
  it('is OpenAPI 3.1 with a path for each route', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toHaveLength(Object.keys(ROUTES).length);
  });

  it.each(Object.entries(ROUTES) as [string, Route][])(
    'has %s with its request and answers',
    (name, route) => {
      const operation = document.paths[route.path]?.[route.method.toLowerCase()];
      expect(operation?.operationId).toBe(name);
      if (route.method === 'POST')
        expect(operation?.requestBody?.content['application/json']?.schema).toBeTypeOf('object');
      else expect(operation?.parameters?.every((p) => p.in === 'query')).toBe(true);
      if (route.multipart)
        expect(operation?.requestBody?.content['multipart/form-data']?.schema).toBeTypeOf('object');
      for (const [status, body] of Object.entries(route.answers)) {
        const declared = operation?.responses[status];
        expect(declared, `${route.path} ${status}`).toBeDefined();
        if (body === null) expect(declared?.content).toBeUndefined();
        else if (isFileAnswer(body)) expect(Object.keys(declared?.content ?? {})).toEqual([body.file]);
        else expect(declared?.content?.['application/json']?.schema).toBeTypeOf('object');
      }
      expect(operation?.responses['400']).toBeDefined();
    },
  );

  it('lists every stable error code once, in the error body every refusal points to', () => {
    expect(document.components.schemas.ErrorBody?.properties.code?.enum).toEqual([...ERROR_CODES]);
    const getPdf = document.paths['/user/getPdf']?.post;
    expect(getPdf?.responses['400']?.content?.['application/json']?.schema).toEqual({
      $ref: '#/components/schemas/ErrorBody',
    });
  });

  it('names the query of a GET', () => {
    const sharedImage = document.paths['/public/sharedImage']?.get;
    expect(sharedImage?.parameters?.map((p) => p.name)).toEqual(['token', 'page']);
  });
});
