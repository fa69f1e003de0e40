import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import type { OrderBy, WhereOp } from '../../ports/documentStore.js';
import { describeShape, type QueryShape } from './queryIndexes.js';
import { assertQueriesIndexed } from './testing/indexCheck.js';

const SRC = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Queries whose shape is built at run time, so this scan cannot read it; each is run, recorded
 * and checked by the test named here instead.
 */
const RECORDED_ELSEWHERE: Record<string, string> = {
  'books/retention.ts': 'largeAccount.test.ts (the retention sweep)',
};

interface Found {
  file: string;
  line: number;
  shape: QueryShape | null;
}

/**
 * Every `.query(collection, {where, orderBy, limit})` call on the DocumentStore port or a
 * Transaction in functions/src (tests and adapters aside), read with the type checker: the
 * collection and field names are the string literal types of the constants the code passes.
 */
function queriesInSource(): Found[] {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(SRC, '..', 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(String(d.messageText));
      },
    },
  );
  if (!config) throw new Error('functions/tsconfig.json did not parse');
  const program = ts.createProgram({ rootNames: config.fileNames, options: config.options });
  const checker = program.getTypeChecker();
  const literal = (node: ts.Node | undefined): string | null => {
    if (!node) return null;
    const type = checker.getTypeAtLocation(node);
    return type.isStringLiteral() ? type.value : null;
  };
  const found: Found[] = [];
  for (const source of program.getSourceFiles()) {
    const file = path.relative(SRC, source.fileName);
    if (file.startsWith('..') || /\.test\.ts$|^adapters\/|^ports\/|\/testing\//.test(file)) continue;
    const visit = (node: ts.Node): void => {
      if (
        ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        node.expression.name.text === 'query'
      ) {
        const receiver = checker.getTypeAtLocation(node.expression.expression);
        const name = receiver.getSymbol()?.getName() ?? receiver.aliasSymbol?.getName();
        const isPort = name === 'DocumentStore' || name === 'Transaction';
        if (isPort || /DocumentStore|Transaction/.test(checker.typeToString(receiver))) {
          const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
          found.push({ file, line, shape: shapeAt(node, literal) });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

/** The query's shape when every part of it is written out in the call, else null. */
function shapeAt(
  call: ts.CallExpression,
  literal: (node: ts.Node | undefined) => string | null,
): QueryShape | null {
  const [collectionArg, optionsArg] = call.arguments;
  const collection = literal(collectionArg);
  const shape: QueryShape = { collectionGroup: collection?.split('/').at(-1) ?? '?', where: [], orderBy: [] };
  if (!optionsArg) return shape;
  if (!ts.isObjectLiteralExpression(optionsArg)) return null;
  for (const property of optionsArg.properties) {
    if (!ts.isPropertyAssignment(property)) return null;
    const key = property.name.getText();
    if (key === 'limit') continue;
    if (!ts.isArrayLiteralExpression(property.initializer)) return null;
    for (const element of property.initializer.elements) {
      if (key === 'where') {
        if (!ts.isArrayLiteralExpression(element)) return null;
        const [field, op] = element.elements.map((e) => literal(e));
        if (!field || !op) return null;
        shape.where.push({ field, op: op as WhereOp });
      } else if (key === 'orderBy') {
        if (!ts.isObjectLiteralExpression(element)) return null;
        const get = (name: string) =>
          element.properties.find(
            (p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && p.name.getText() === name,
          )?.initializer;
        const field = literal(get('field'));
        if (!field) return null;
        shape.orderBy.push({
          field,
          direction: (literal(get('direction')) ?? 'asc') as OrderBy['direction'] & string,
        });
      } else return null;
    }
  }
  // A collection the checker cannot name (built from ids) matters only when the query filters or sorts.
  if (!collection && (shape.where.length > 0 || shape.orderBy.length > 0)) return null;
  return shape;
}

describe('the query shapes written in functions/src', () => {
  const found = queriesInSource();

  it('finds the queries the features make (the scan itself works)', () => {
    expect(found.length).toBeGreaterThan(30);
    expect(found.map((f) => f.shape && describeShape(f.shape))).toContain(
      'payments where uid == order by createdAt desc',
    );
  });

  it('reads every query it finds, except those recorded by another test', () => {
    const unread = found.filter((f) => !f.shape).map((f) => f.file);
    expect([...new Set(unread)].filter((file) => !RECORDED_ELSEWHERE[file])).toEqual([]);
  });

  it('has an index in firestore.indexes.json (or an automatic one) for every query', () => {
    const shapes = found.flatMap((f) => (f.shape && f.shape.collectionGroup !== '?' ? [f.shape] : []));
    expect(() => assertQueriesIndexed(shapes)).not.toThrow();
  });
});
