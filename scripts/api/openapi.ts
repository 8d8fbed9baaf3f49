// docs/openapi.json: an OpenAPI 3.1 document of every call of the contract, for the backend's team and
// anyone who builds against it. Made from the contract alone: method and path from calls.ts (its doc
// comments become the descriptions, its `// Area (file.ts)` headings the tags), what each call takes
// and answers from call-answers.ts, the answers' shapes from answers.ts as the browser reads them
// (shapes.ts: the tolerant view, optional fields carrying their defaults). `npm run api:generate`
// writes it; tests/api/openapi.test.ts fails when it is stale.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import type { z } from 'zod/mini';
import type { CallDescriptor } from '../../src/api/contract/call.ts';
import { callAnswers, errorBodies, requests, unreadAnswers, type CallIo, type CallName } from '../../src/api/contract/call-answers.ts';
import * as calls from '../../src/api/contract/calls.ts';
import { answers } from '../../src/api/contract/answers.ts';
import { csrfHeader } from '../../src/api/contract/session.ts';
import { answerShape } from './shapes.ts';

type Json = Record<string, unknown>;

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const openApiPath = path.join(repoRoot, 'docs/openapi.json');
/** The files whose `export const` call descriptors make the document (calls.ts re-exports the second). */
const callFiles = ['src/api/contract/calls.ts', 'src/api/contract/merchant-calls.ts'];

export interface CallDoc {
  /** The call's doc comment, on one line. */
  description: string;
  /** The heading of its group: `// Cards (cards.ts)` → "Cards". */
  tag: string;
}

/** Each call's doc comment and group heading, read from the contract's source. */
export function callDocs(): Map<string, CallDoc> {
  const docs = new Map<string, CallDoc>();
  for (const file of callFiles) {
    const text = readFileSync(path.join(repoRoot, file), 'utf8');
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    let tag = '';
    for (const statement of source.statements) {
      for (const range of ts.getLeadingCommentRanges(text, statement.pos) ?? []) {
        const heading = /^\/\/ (.+?) \([\w./-]+\.ts\)$/.exec(text.slice(range.pos, range.end));
        if (heading?.[1]) tag = heading[1];
      }
      if (!ts.isVariableStatement(statement)) continue;
      for (const declaration of statement.declarationList.declarations) {
        const comments = ts.getJSDocCommentsAndTags(declaration).filter(ts.isJSDoc);
        const description = comments.map((doc) => ts.getTextOfJSDocComment(doc.comment) ?? '').join(' ');
        docs.set(declaration.name.getText(source), { description: description.replace(/\s+/g, ' ').trim(), tag });
      }
    }
  }
  return docs;
}

/** Named schemas of the document, one namespace: the answers, the request bodies, and the error
 *  bodies and unread answers answers.ts does not hold under the same name. */
function namedSchemas(): Map<string, z.ZodMiniType> {
  const named = new Map<string, z.ZodMiniType>(Object.entries(answers));
  for (const [name, schema] of Object.entries(requests)) {
    if (named.has(name)) throw new Error(`an answer and a request are both named ${name}: rename one in answers.ts or call-answers.ts`);
    named.set(name, schema);
  }
  for (const [name, schema] of [...Object.entries(errorBodies), ...Object.entries(unreadAnswers)])
    if (!named.has(name)) named.set(name, schema);
  return named;
}

const ref = (name: string): Json => ({ $ref: `#/components/schemas/${name}` });

const errorMeaning: Record<string, string> = {
  '400': 'Invalid input: field errors, or as the call describes.',
  '401': 'Signed out, or the session expired or ended.',
  '403': `Refused: the ${csrfHeader} header is missing or not this session's, or as the call describes.`,
  '404': 'Not found, as the call describes.',
  '409': 'Conflict, as the call describes.',
  '424': 'The booking provider failed.',
  '429': 'Locked out or throttled (Retry-After says for how long).',
};

export interface OpenApi {
  /** The document. */
  document: Json;
  /** Answer and error-body names call-answers.ts gives that are not registered yet (left undescribed). */
  notes: string[];
}

/** The OpenAPI 3.1 document of every call; deterministic for one contract. */
export function openApiDocument(): OpenApi {
  const docs = callDocs();
  const named = namedSchemas();
  const notes: string[] = [];
  const descriptors = calls as Record<string, CallDescriptor>;
  const paths: Record<string, Record<string, Json>> = {};
  const tags: string[] = [];

  const responseSchema = (name: string, call: string): Json | undefined => {
    if (named.has(name)) return ref(name);
    notes.push(`${call}: "${name}" is in neither src/api/contract/answers.ts nor call-answers.ts yet: left undescribed`);
    return undefined;
  };

  for (const [name, io] of Object.entries(callAnswers) as [CallName, CallIo][]) {
    const call = descriptors[name];
    if (!call) throw new Error(`call-answers.ts names ${name}, which calls.ts does not export`);
    const doc = docs.get(name) ?? { description: '', tag: '' };
    if (doc.tag && !tags.includes(doc.tag)) tags.push(doc.tag);
    const csrf = call.method !== 'GET' || call.csrf === true;

    const parameters: Json[] = [...call.path.matchAll(/\{(\w+)\}/g)].map(([, param]) => ({
      name: param,
      in: 'path',
      required: true,
      schema: { type: 'string' },
    }));
    if (io.query) {
      const shape = answerShape(io.query) as { properties?: Record<string, Json>; required?: string[] };
      for (const [param, schema] of Object.entries(shape.properties ?? {})) {
        parameters.push({ name: param, in: 'query', required: shape.required?.includes(param) ?? false, schema });
      }
    }

    const success = io.answer === null ? undefined : responseSchema(io.answer, name);
    const responses: Record<string, Json> = {
      [String(io.status ?? 200)]:
        io.answer === null
          ? io.status === 303
            ? { description: 'A redirect to returnUrl, with the session cookies.', headers: { Location: { schema: { type: 'string' } } } }
            : { description: 'An HTML page.', content: { 'text/html': { schema: { type: 'string' } } } }
          : success
            ? {
                description: io.answer in answers ? io.answer : `${io.answer} (no page reads it)`,
                content: { 'application/json': { schema: success } },
              }
            : { description: `${io.answer} (not described yet)` },
    };

    const errors = new Map<string, string[]>();
    const addError = (status: string, errorName: string) => errors.set(status, [...new Set([...(errors.get(status) ?? []), errorName])]);
    if (io.query || io.body) addError('400', 'fieldErrorsBody');
    for (const [status, errorName] of Object.entries(io.errors ?? {})) addError(status, errorName);
    if (call.signedIn) addError('401', 'errorBody');
    if (csrf) addError('403', 'errorBody');
    for (const status of [...errors.keys()].sort()) {
      const schemas = (errors.get(status) ?? []).flatMap((errorName) => responseSchema(errorName, name) ?? []);
      const schema = schemas.length === 1 ? schemas[0] : { oneOf: schemas };
      responses[status] = { description: errorMeaning[status] ?? 'An error.', content: { 'application/json': { schema } } };
    }
    responses['default'] = {
      description:
        'Any other error (unknown route 404, wrong method 405, body too large 413, throttled 429); 5xx is a fault of the server.',
      content: { 'application/json': { schema: ref('errorBody') } },
    };

    const operation: Json = { operationId: name, ...(doc.tag ? { tags: [doc.tag] } : {}), description: doc.description };
    if (parameters.length) operation['parameters'] = parameters;
    if (io.body) {
      const type = io.form ? 'application/x-www-form-urlencoded' : 'application/json';
      operation['requestBody'] = { required: true, content: { [type]: { schema: ref(io.body) } } };
    }
    operation['responses'] = responses;
    if (call.signedIn || csrf) operation['security'] = [csrf ? { session: [], csrf: [] } : { session: [] }];
    if (call.signedIn) operation['x-signed-in'] = true;
    if (io.changes) operation['x-changes'] = io.changes;
    (paths[call.path] ??= {})[call.method.toLowerCase()] = operation;
  }
  for (const name of Object.keys(descriptors)) if (!(name in callAnswers)) throw new Error(`call-answers.ts does not map ${name}`);

  const schemas = Object.fromEntries([...named].map(([name, schema]) => [name, answerShape(schema)]));
  const { version } = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { version: string };
  const document: Json = {
    openapi: '3.1.0',
    info: {
      title: 'Dining rewards API',
      version,
      description: [
        'Every call the dining rewards web product makes, as its contract (src/api/contract/) describes it. Generated by `npm run api:generate`: do not edit by hand. The prose, with examples, is docs/api.md.',
        'Answers are described as the product reads them (docs/api.md "How the product reads answers"): a field in `required` must be sent; any other may be absent or null and the product uses its `default`; `x-id` marks an id, a string or a number, read as a string; `x-date` a date in any ISO 8601 form; an enum written as `anyOf` with a plain string may grow (unknown values are shown neutrally); extra fields are ignored.',
        `Every POST, PUT and DELETE, and the GETs whose security names csrf, send the ${csrfHeader} header with the token from GET /api/CSRF. \`x-signed-in\` calls need a signed-in member's session cookie (401 otherwise).`,
        '`npm run conformance -- --api <base URL>` checks a running backend against these answers (README "Check a backend before deploying").',
      ].join('\n\n'),
    },
    servers: [
      {
        url: '/',
        description:
          "The partner site, which proxies /api/* to the partner's backend; or that backend itself: API_BASE_URL with {partner} filled in (the sandbox: http://127.0.0.1:4600/delta).",
      },
    ],
    tags: tags.map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: 'session-{partner}',
          description:
            "The HttpOnly session cookie, one per partner (`session-delta`): a signed-in member's (POST /api/Login), or the visitor session GET /api/CSRF starts. Readable beside it: `session_expiry`, epoch milliseconds.",
        },
        csrf: {
          type: 'apiKey',
          in: 'header',
          name: csrfHeader,
          description:
            "The token GET /api/CSRF answers; it belongs to the session cookie, so both are sent. Missing or another session's: 403.",
        },
      },
      schemas,
    },
  };
  return { document, notes: [...new Set(notes)] };
}
