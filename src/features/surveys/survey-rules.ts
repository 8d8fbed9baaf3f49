// Survey drawer rules (spec 000 §2 "Survey drawer", §7 survey embed tracking, §9 constants).
import { matchesAnyPrefix } from '../../lib/path-prefix.ts';

/** Per-survey cookie ("survey last seen date", spec 000 §9): epoch milliseconds of the last close. */
export const surveyCookiePrefix = 'survey_last_seen_';
/** Spec 000 §9: the drawer closes 4 s after the form is submitted. */
export const surveySubmitCloseMs = 4000;
const day = 86_400_000;

export function surveyCookieName(id: string): string {
  return surveyCookiePrefix + id.replace(/[^A-Za-z0-9_-]/g, '_');
}

export interface SurveyRule {
  id: string;
  /** Days a seen survey stays hidden (CMS cookie_timeout, default 90). */
  cookieTimeout: number;
  allow: readonly string[];
  deny: readonly string[];
}

/** Shown only on paths matching a non-empty allow list and no deny pattern (path prefixes). */
export function surveyPathAllowed(path: string, allow: readonly string[], deny: readonly string[]): boolean {
  return (allow.length === 0 || matchesAnyPrefix(path, allow)) && !matchesAnyPrefix(path, deny);
}

/** Seen (closed or submitted) less than cookie_timeout days ago. */
export function surveySeenRecently(lastSeen: string | undefined, cookieTimeoutDays: number, now: number): boolean {
  const seen = Number(lastSeen);
  return lastSeen !== undefined && lastSeen !== '' && Number.isFinite(seen) && now - seen < cookieTimeoutDays * day;
}

export function surveyEligible(survey: SurveyRule, path: string, lastSeen: string | undefined, now: number): boolean {
  return surveyPathAllowed(path, survey.allow, survey.deny) && !surveySeenRecently(lastSeen, survey.cookieTimeout, now);
}

/** The surveys eligible here, in CMS order: the first is fully visible, the others stacked under it
 *  (spec 000 §2: "When several exist only the first is fully visible"). */
export function eligibleSurveys<T extends SurveyRule>(
  surveys: readonly T[],
  path: string,
  lastSeenOf: (id: string) => string | undefined,
  now: number,
): T[] {
  return surveys.filter((survey) => surveyEligible(survey, path, lastSeenOf(survey.id), now));
}

/** The partner_code the form service gets: the partner's survey-form code (Delta's "DL"), empty
 *  when the partner has none (like public_id for an unknown visitor). */
export function surveyPartnerCode(settings: { surveyFormCode: string | null }): string {
  return settings.surveyFormCode ?? '';
}

/** delay_timeout in seconds → ms before the form opens by itself; null when it waits for a click. */
export function surveyAutoOpenMs(delaySeconds: number): number | null {
  return delaySeconds > 0 ? delaySeconds * 1000 : null;
}

export interface SurveyFrameParams {
  id: string;
  campaign: string;
  path: string;
  publicId: string | null | undefined;
  partnerCode: string;
}

/** The form service URL with the spec's tracking: utm_medium=web, utm_source = current path. */
export function surveyFrameUrl(formUrl: string, params: SurveyFrameParams): string {
  const url = new URL(formUrl, 'http://relative.invalid');
  url.searchParams.set('id', params.id);
  url.searchParams.set('utm_campaign', params.campaign);
  url.searchParams.set('utm_medium', 'web');
  url.searchParams.set('utm_source', params.path);
  url.searchParams.set('public_id', params.publicId ?? '');
  url.searchParams.set('partner_code', params.partnerCode);
  return url.origin === 'http://relative.invalid' ? url.href.slice(url.origin.length) : url.href;
}

/**
 * The form service tells its parent about a submission with postMessage (our contract, shaped like
 * the common embed SDKs): `{ type: 'form-submit' }`, optionally with the survey `id`. The element
 * also checks the sender is its own frame.
 */
export const surveySubmitMessageType = 'form-submit';

export function isSurveySubmitMessage(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === surveySubmitMessageType;
}
