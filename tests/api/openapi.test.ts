// docs/openapi.json: current with the contract (regenerating it gives the same text), a sound OpenAPI
// 3.1 document (every call present once, path parameters declared, every $ref resolving), and its
// answers exactly the shapes the browser reads them with. `npm run api:generate -- --check` fails on
// a stale file (through `generate`, with the files faked: the repo is not touched).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generate, generatedReadersDir, openApiFile, readerModules, type GenerateIo } from '../../scripts/api/generate.ts';
import { callDocs, openApiPath } from '../../scripts/api/openapi.ts';
import { answerShapes as readers } from '../../src/api/answers/all.ts';
import type { CallDescriptor } from '../../src/api/contract/call.ts';
import { callAnswers, type CallIo } from '../../src/api/contract/call-answers.ts';
import * as calls from '../../src/api/contract/calls.ts';
import { answers } from '../../src/api/contract/answers.ts';

type Json = Record<string, unknown>;
interface Operation {
  operationId: string;
  tags?: string[];
  description: string;
  parameters?: { name: string; in: string; required: boolean; schema: Json }[];
  requestBody?: { content: Record<string, { schema: Json }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: Json }> }>;
  security?: Record<string, string[]>[];
}
interface Document {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Json>; securitySchemes: Record<string, Json> };
}

const text = readFileSync(openApiPath, 'utf8');
const document = JSON.parse(text) as Document;
const everyCall = Object.entries(calls as Record<string, CallDescriptor>);
const operation = (call: CallDescriptor): Operation | undefined => document.paths[call.path]?.[call.method.toLowerCase()];

/** Every `$ref` in the document, with where it is. */
function refs(node: unknown, at = '#'): { ref: string; at: string }[] {
  if (Array.isArray(node)) return node.flatMap((item, index) => refs(item, `${at}/${index}`));
  if (typeof node !== 'object' || node === null) return [];
  return Object.entries(node).flatMap(([key, value]) =>
    key === '$ref' && typeof value === 'string' ? [{ ref: value, at }] : refs(value, `${at}/${key}`),
  );
}

/** A local JSON pointer (`#/components/schemas/cardList`) resolved in the document, or undefined. */
function resolve(pointer: string): unknown {
  if (!pointer.startsWith('#/')) return undefined;
  let node: unknown = document;
  for (const part of pointer.slice(2).split('/')) {
    const key = part.replaceAll('~1', '/').replaceAll('~0', '~');
    if (typeof node !== 'object' || node === null || !(key in node)) return undefined;
    node = (node as Json)[key];
  }
  return node;
}

describe('docs/openapi.json', () => {
  it('is what npm run api:generate makes of the contract now (regenerate it when the contract changes)', async () => {
    expect(text === (await openApiFile()).text, 'docs/openapi.json is stale: run npm run api:generate').toBe(true);
  });

  it('is an OpenAPI 3.1 document with every call of calls.ts, once, at its path and method', () => {
    expect(document.openapi).toMatch(/^3\.1\.\d+$/);
    expect(document.info.title).not.toBe('');
    expect(document.info.version).not.toBe('');
    expect(everyCall.length).toBeGreaterThanOrEqual(40);
    const operationIds = Object.values(document.paths).flatMap((methods) => Object.values(methods).map((op) => op.operationId));
    expect(operationIds.sort()).toEqual(everyCall.map(([name]) => name).sort());
    for (const [name, call] of everyCall) {
      const op = operation(call);
      expect(op?.operationId, `${call.method} ${call.path}`).toBe(name);
      // Each {name} of the path is a required path parameter, and no other is declared.
      const inPath = [...call.path.matchAll(/\{(\w+)\}/g)].map(([, param]) => param);
      const declared = (op?.parameters ?? []).filter((param) => param.in === 'path');
      expect(declared.map((param) => param.name)).toEqual(inPath);
      expect(declared.every((param) => param.required)).toBe(true);
      expect(op?.responses['default']?.content?.['application/json']?.schema).toEqual({ $ref: '#/components/schemas/errorBody' });
    }
  });

  it('resolves every $ref', () => {
    const found = refs(document);
    expect(found.length).toBeGreaterThan(100);
    for (const { ref, at } of found) expect(resolve(ref), `${ref} at ${at}`).toBeDefined();
  });

  it('describes each answer as the browser reads it: the generated reader, defaults and all', () => {
    for (const name of Object.keys(answers)) {
      expect(document.components.schemas[name], name).toEqual(readers[name]);
    }
    for (const [name, io] of Object.entries(callAnswers) as [string, CallIo][]) {
      const call = (calls as Record<string, CallDescriptor>)[name] as CallDescriptor;
      const success = operation(call)?.responses[String(io.status ?? 200)];
      if (io.answer !== null && io.answer in answers) {
        expect(success?.content?.['application/json']?.schema, name).toEqual({ $ref: `#/components/schemas/${io.answer}` });
      }
    }
    // The tolerant view: a field the spec does not name is optional, with its default.
    const cardList = document.components.schemas['cardList'] as { required: string[]; properties: Record<string, Json> };
    expect(cardList.required).toEqual(['items']);
    expect(cardList.properties['maxCards']).toMatchObject({ default: 12 });
  });

  it('gives query parameters, bodies, the calls own errors, and the session and CSRF rules', () => {
    const search = operation(calls.searchMerchants);
    expect(search?.parameters?.find((param) => param.name === 'location')).toEqual({
      name: 'location',
      in: 'query',
      required: false,
      schema: { type: 'string' },
    });
    expect(search?.security).toBeUndefined();
    expect(operation(calls.getAvailability)?.parameters?.find((param) => param.name === 'date')?.required).toBe(true);
    const link = operation(calls.linkCards);
    expect(link?.requestBody?.content['application/json']?.schema).toEqual({ $ref: '#/components/schemas/cardRegistrationRequest' });
    expect(link?.security).toEqual([{ session: [], csrf: [] }]);
    expect(link?.responses['401']).toBeDefined();
    expect(link?.responses['400']?.content?.['application/json']?.schema).toEqual({
      oneOf: [{ $ref: '#/components/schemas/fieldErrorsBody' }, { $ref: '#/components/schemas/cardRegistrationResult' }],
    });
    expect(operation(calls.getCards)?.security).toEqual([{ session: [] }]);
    expect(operation(calls.getKnownMember)?.security).toEqual([{ session: [], csrf: [] }]);
    expect(operation(calls.ssoSignIn)?.requestBody?.content['application/x-www-form-urlencoded']).toBeDefined();
    expect(document.components.securitySchemes['csrf']).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-CSRF-Token' });
    expect(document.components.securitySchemes['session']).toMatchObject({ type: 'apiKey', in: 'cookie' });
    // The calls' doc comments and group headings.
    expect(operation(calls.getCards)).toMatchObject({ description: '→ 200 CardList.', tags: ['Cards'] });
    expect(callDocs().get('getAvailability')?.tag).toBe('Reservations');
  });

  it('npm run api:generate -- --check exits 1 on a stale file and writes nothing; without --check it rewrites only that file', async () => {
    const readers = await readerModules();
    const current = new Map([...readers, [openApiPath, (await openApiFile()).text]]);
    const fake = (files: Map<string, string>) => {
      const written: string[] = [];
      const removed: string[] = [];
      const failed: string[] = [];
      const io: GenerateIo = {
        read: (file) => files.get(file) ?? '',
        write: (file) => written.push(file),
        list: (dir) => [...files.keys()].filter((file) => path.dirname(file) === dir),
        remove: (file) => removed.push(file),
        log: () => {},
        fail: (line) => failed.push(line),
      };
      return { io, written, removed, failed };
    };
    const upToDate = fake(current);
    expect(await generate(true, upToDate.io)).toBe(0);
    expect(upToDate.failed).toEqual([]);

    const stale = fake(new Map([...current, [openApiPath, text.replace('"3.1.0"', '"3.0.0"')]]));
    expect(await generate(true, stale.io)).toBe(1);
    expect(stale.failed).toEqual(['docs/openapi.json is stale: run npm run api:generate']);
    expect(stale.written).toEqual([]);

    const missing = fake(new Map(readers));
    expect(await generate(false, missing.io)).toBe(0);
    expect(missing.written).toEqual([openApiPath]);

    // A reader whose answer left the registry is stale too, and removed by a regeneration.
    const orphan = path.join(generatedReadersDir, 'retiredAnswer.ts');
    const leftOver = fake(new Map([...current, [orphan, '']]));
    expect(await generate(true, leftOver.io)).toBe(1);
    expect(leftOver.failed).toEqual(['src/api/answers/retiredAnswer.ts names no answer: run npm run api:generate']);
    expect(await generate(false, leftOver.io)).toBe(0);
    expect(leftOver.removed).toEqual([orphan]);
  });
});
