// The spec-minimal mode (`--minimal`, CONTRACTS §4): every call with a path in the spec's call tables
// (000 §7, 001 §7) answers only the fields the spec names for its answer, and every id is a string.
// Calls the spec gives no path keep their docs/api.md answers, ids as strings. One projection of the
// JSON a route answered (`specMinimalAnswers`); the routes themselves know nothing of the mode. Error
// answers (not 2xx), non-JSON answers and the /__sandbox controls are left as they are.
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';

/**
 * What a call's answer carries: dotted field paths. An array met on the way is projected element by
 * element; a path's last field keeps its whole value (with string ids). `?` after a field: left out
 * when null (the spec has it on some records only). An empty list answers `{}`.
 */
export type FieldPaths = readonly string[];

const under = (prefix: string, fields: FieldPaths): FieldPaths => fields.map((field) => `${prefix}.${field}`);

// The spec's entities (§3 of each file).

/** 001 §3 Card: id, partnerCardId (partner cards only), cardType, lastFour, description. */
const card: FieldPaths = ['id', 'partnerCardId?', 'cardType', 'lastFour', 'description'];

/** 001 §3 Member, with diningProgress and activeBonuses[] as the spec lists them. */
const member: FieldPaths = [
  'email',
  'emailOptIn',
  'firstName',
  'lastName',
  ...under('address', ['address1', 'address2', 'city', 'state', 'zipCode']),
  'phoneNumber',
  'smsOptIn',
  'publicId',
  'familyId',
  'tierLevel',
  'memberType',
  'active',
  'hasWebProfile',
  'enrollmentSource',
  'joinDate',
  ...under('diningProgress', ['status', 'remainingDines', 'dinesRequired', 'remainingDollars', 'dollarsRequired', 'ytdMilesOrDollars']),
  ...under('activeBonuses', ['code', 'bonusStatus', 'createDateUtc', 'description', 'isNewMemberBonus', 'memberIsEligibleForNMB']),
];

/** 000 §3 Member: "publicId; firstName; lastName; email; memberType; tierLevel; active; hasWebProfile; interfaceType … for known members". */
const knownMember: FieldPaths = [
  'publicId',
  'firstName',
  'lastName',
  'email',
  'memberType',
  'tierLevel',
  'active',
  'hasWebProfile',
  'interfaceType',
];

/** 001 §3 Activity record, Transaction (no id, no date). */
const transaction: FieldPaths = [
  'transactionCreatedAt',
  'merchantId',
  'merchantName',
  'sourceTransactionId',
  'benefitAmount',
  'ticketAmount',
  'cardLastFour',
  'awardStatus',
  'transactionType',
  'activeMerchant',
  'paidAt',
];

/** 001 §3 Activity record, Credit. No field of it is on a transaction, nor the other way round. */
const credit: FieldPaths = ['creditId', 'creditAmountCents', 'targetType', 'targetLabel', 'benefitProcessor', 'status'];

/** 001 §3 Paged result: data[], totalResultSize, totalPages. */
const paged = (entry: FieldPaths): FieldPaths => [...under('data', entry), 'totalResultSize', 'totalPages'];

/** 000 §3 Merchant (as the search lists it). */
const merchant: FieldPaths = [
  'id',
  'name',
  'images.imageBaseUrl',
  'details.rating.overallRating',
  'details.rating.numberOfRatings',
  'details.priceRange',
  'details.cuisines',
  'details.highlight',
  'location.address.city',
  'location.neighborhood',
  'distance',
  'origin',
  'acclaimedLevel',
  'benefitAvailability.campaignCodes',
  'reservationProviders.openTable',
];

/** Per call with a spec path (method and path as the tables write them): the fields of its 2xx answer. */
export const specAnswers: Readonly<Record<string, FieldPaths>> = {
  // 000 §7 "returns csrfToken".
  'GET /api/CSRF': ['csrfToken'],
  // 000 §7 "success returns JSON": no field named.
  'POST /api/Members/Prospects': [],
  // 000 §7 "current member including publicId"; the fields are 001 §3 Member.
  'GET /api/Member': member,
  // 001 §7 "The shared member-update call is PUT /api/Member": the member as saved, as GET (001 §3).
  'PUT /api/Member': member,
  // 000 §7 "known member, publicId added" (000 §3 Member).
  'GET /api/Member/{publicId}': knownMember,
  // 000 §7 "authFlags, filters, partnerFeatureFlags" (their insides unnamed: kept whole).
  'GET /api/feature-flags': ['authFlags', 'filters', 'partnerFeatureFlags'],
  // 000 §7 "JSON on success": no field named.
  'POST /api/Member/Activate': [],
  // 000 §7 "JSON with isValid" (000 §3 Email validation response).
  'GET /api/Members/Validate/Email': ['isValid'],
  // 000 §7 "JSON with merchants[]" (000 §3 Merchant).
  'GET /api/v2/Merchants/Search': under('merchants', merchant),
  // 000 §7 "latitude and longitude"; 001 §7 and §3 Default location add cityState and zip.
  'GET /api/DefaultUserLocation': ['cityState', 'zip', 'longitude', 'latitude'],
  // 000 §7 "JSON"; 000 §3 Flex offer: id, webMessageOfferAmount (the list's `data` kept as its envelope).
  'GET /api/merchants/{merchantId}/flex-offers/members/{publicId}': under('data', ['id', 'webMessageOfferAmount']),
  // 000 §7 "data array of entries with slug and fields" (000 §3 Content entries).
  'GET /api/cms/{contentType}/{contentName}/': under('data', ['slug', 'fields']),
  // 000 §7 "errors ignored": no field named.
  'POST /api/Impressions': [],
  // 000 §7 "response read as JSON": no field named.
  'GET /api/SignOut': [],
  // 001 §7 "returns the card list (items[])" (001 §3 Card); no maxCards.
  'GET /api/Member/Cards': under('items', card),
  // 001 §7 "cardRegistration[] with memberCard and optional error" (001 §3 Card registration result).
  'POST /api/Member/Cards': [
    ...under('cardRegistration.memberCard', card),
    'cardRegistration.error.code',
    'cardRegistration.error.message',
  ],
  // 001 §7 "removes a card": no field named.
  'DELETE /api/Member/Cards': [],
  // 001 §7 "partner cards" (001 §3 Card, which has no id until linked).
  'GET /api/Cards/AllPartnerCards': under('items', card),
  // 001 §7 "isValid" (001 §3 Zip validation result).
  'GET /api/Members/Validate/Zip': ['isValid'],
  // 001 §7 "currentYearBenefits, currentYearDines" (001 §3 Dine summary).
  'GET /api/Member/DineSummary': ['currentYearBenefits', 'currentYearDines'],
  // 001 §7 "ok or failure": no field named.
  'POST /api/Member/Bonus/{code}': [],
  // 001 §7 "memberBalance" (001 §3 Credit balance).
  'GET /api/Member/StatementCreditBalance': ['memberBalance'],
  // 001 §7 "paged result" of both kinds of 001 §3 Activity record.
  'GET /api/Member/TransactionsStatementCredits': paged([...transaction, ...credit]),
  // 001 §7 "paged result" of transactions.
  'GET /api/Member/Transactions': paged(transaction),
  // 001 §7 "review status with id and completed" (001 §3 Review status), one per id asked.
  'GET /api/reviews/status': ['id', 'completed'],
};

/** A compiled field list: `null` fields keep the value whole. */
interface Projection {
  fields: Map<string, Projection> | null;
  omitNull: boolean;
}

function compile(paths: FieldPaths): Projection {
  const root: Projection = { fields: new Map(), omitNull: false };
  for (const path of paths) {
    let node = root;
    const names = path.split('.');
    names.forEach((raw, index) => {
      const name = raw.replace(/\?$/, '');
      const last = index === names.length - 1;
      if (!node.fields) throw new Error(`minimal.ts: "${path}" goes inside a field kept whole`);
      let child = node.fields.get(name);
      if (!child) {
        child = { fields: last ? null : new Map(), omitNull: false };
        node.fields.set(name, child);
      } else if (last !== (child.fields === null)) {
        throw new Error(`minimal.ts: "${path}" is both kept whole and picked from`);
      }
      if (last && raw.endsWith('?')) child.omitNull = true;
      node = child;
    });
  }
  return root;
}

/** `id`, `…Id` (merchantId, creditId…) and OpenTable's `rid`. */
const isIdKey = (key: string): boolean => key === 'id' || key === 'rid' || key.endsWith('Id');

/** The value with every number under an id key as a string; one pass. */
export function withStringIds(value: unknown, key = ''): unknown {
  if (typeof value === 'number') return isIdKey(key) ? String(value) : value;
  if (Array.isArray(value)) return value.map((item) => withStringIds(item, key));
  if (value !== null && typeof value === 'object') {
    const copy: Record<string, unknown> = {};
    for (const [name, item] of Object.entries(value)) copy[name] = withStringIds(item, name);
    return copy;
  }
  return value;
}

/** The value cut to the projection's fields; each node of the answer is visited at most once. */
function project(value: unknown, projection: Projection, key: string): unknown {
  if (Array.isArray(value)) return value.map((item) => project(item, projection, key));
  if (!projection.fields) return withStringIds(value, key);
  if (value === null || typeof value !== 'object') return value;
  const picked: Record<string, unknown> = {};
  for (const [name, child] of projection.fields) {
    if (!Object.hasOwn(value, name)) continue;
    const item = (value as Record<string, unknown>)[name];
    if (item === null && child.omitNull) continue;
    picked[name] = project(item, child, name);
  }
  return picked;
}

/** `/api/Member/{publicId}/` and `/:partner/api/Member/:publicId` → `/api/Member/{}`. */
const normalizePath = (path: string): string =>
  path
    .replace(/^\/:partner(?=\/)/, '')
    .replace(/\{\w+\}|:\w+/g, '{}')
    .replace(/(.)\/$/, '$1');

const keyOf = (method: string, path: string): string => `${method === 'HEAD' ? 'GET' : method} ${normalizePath(path)}`;

/** A `specAnswers` entry's key (`GET /api/Member/{publicId}`) as keyOf makes it. */
const callKey = (call: string): string => {
  const [method = '', path = ''] = call.split(' ');
  return keyOf(method, path);
};

const projections = new Map(Object.entries(specAnswers).map(([call, fields]) => [callKey(call), compile(fields)] as const));

/** The answer the mode gives for a call (method, the route's path) that answered `body`. */
export function minimalAnswer(method: string, route: string, body: unknown): unknown {
  const projection = projections.get(keyOf(method, route));
  return projection ? project(body, projection, '') : withStringIds(body);
}

/** Throws unless the app serves every call of `specAnswers`, so a renamed route cannot silently escape the mode. */
export function assertSpecAnswersServed(routes: readonly { method: string; path: string }[]): void {
  const served = new Set(routes.map((route) => keyOf(route.method, route.path)));
  const missing = Object.keys(specAnswers).filter((call) => !served.has(callKey(call)));
  if (missing.length > 0) throw new Error(`spec-minimal mode: no route serves ${missing.join(', ')}`);
}

/** The mode's middleware, around the partner API: rewrites each 2xx JSON answer of a partner route. */
export function specMinimalAnswers(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const answered = c.res;
    if (answered.status < 200 || answered.status > 299) return;
    if (!(answered.headers.get('Content-Type') ?? '').includes('application/json')) return;
    // The route that answered (the deepest handler the request reached), e.g. /:partner/api/Member/:publicId.
    const route = routePath(c);
    if (!route.startsWith('/:partner/api/')) return;
    let answer: unknown;
    try {
      answer = JSON.parse(await answered.clone().text()) as unknown;
    } catch {
      return; // not JSON after all: sent as it is
    }
    const body = minimalAnswer(c.req.method, route, answer);
    const headers = new Headers(answered.headers);
    headers.delete('Content-Length');
    // Cleared first: assigning over an answer would copy its headers back in.
    c.res = undefined;
    c.res = new Response(JSON.stringify(body), { status: answered.status, headers });
  };
}
