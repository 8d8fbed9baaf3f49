// The partner registry: the 19 configs, imported statically so Vite bundles exactly these and a
// typo in a slug is a type error, not a runtime file lookup.
import type { z } from 'zod';
import { partnerSchema, type Partner, type PartnerInput } from './schema.ts';
import american from './american.ts';
import caesars from './caesars.ts';
import choice from './choice.ts';
import daak from './daak.ts';
import delta from './delta.ts';
import ftch from './ftch.ts';
import freeSpirit from './free-spirit.ts';
import fuelRewards from './fuel-rewards.ts';
import hilton from './hilton.ts';
import ihg from './ihg.ts';
import jetblue from './jetblue.ts';
import marriott from './marriott.ts';
import nosh from './nosh.ts';
import southwest from './southwest.ts';
import tgbk from './tgbk.ts';
import tMobile from './t-mobile.ts';
import united from './united.ts';
import upromise from './upromise.ts';
import wynd from './wynd.ts';

/** Every partner slug, in the order of CONTRACTS.md §2. */
export const partnerSlugs = [
  'american',
  'caesars',
  'choice',
  'daak',
  'delta',
  'ftch',
  'free-spirit',
  'fuel-rewards',
  'hilton',
  'ihg',
  'jetblue',
  'marriott',
  'nosh',
  'southwest',
  'tgbk',
  't-mobile',
  'united',
  'upromise',
  'wynd',
] as const;

export type PartnerSlug = (typeof partnerSlugs)[number];

const partnerInputs: Record<PartnerSlug, PartnerInput> = {
  american,
  caesars,
  choice,
  daak,
  delta,
  ftch,
  'free-spirit': freeSpirit,
  'fuel-rewards': fuelRewards,
  hilton,
  ihg,
  jetblue,
  marriott,
  nosh,
  southwest,
  tgbk,
  't-mobile': tMobile,
  united,
  upromise,
  wynd,
};

export function isPartnerSlug(value: unknown): value is PartnerSlug {
  return typeof value === 'string' && (partnerSlugs as readonly string[]).includes(value);
}

interface PartnerProblem {
  path: string;
  message: string;
}

/** Rules that span several fields, kept out of the zod schema so it stays extendable. */
function crossFieldProblems(slug: string, partner: Partner): PartnerProblem[] {
  const problems: PartnerProblem[] = [];
  if (partner.slug !== slug) {
    problems.push({ path: 'slug', message: `must be "${slug}", the file name` });
  }
  const { settings } = partner;
  if (settings.homePage === 'discover' && !settings.hasDiscoverPage) {
    problems.push({
      path: 'settings.homePage',
      message: "'discover' needs hasDiscoverPage: true (the /discover route only exists then)",
    });
  }
  if (settings.minimumAppVersion !== null && (!settings.appStore.ios || !settings.appStore.android)) {
    problems.push({
      path: 'settings.appStore',
      message: 'minimumAppVersion is set, so the update screen needs both store links (ios and android)',
    });
  }
  return problems;
}

function issuePath(issue: z.core.$ZodIssue): string {
  return issue.path.length === 0 ? '(root)' : issue.path.map(String).join('.');
}

/** Starlight-style friendly error: the partner, then one `file: path: message` line per problem. */
function partnerError(slug: string, problems: PartnerProblem[]): Error {
  const file = `partners/${slug}.ts`;
  const lines = problems.map((p) => `${file}: ${p.path}: ${p.message}`);
  return new Error(
    `Partner "${slug}" has an invalid configuration (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n${lines.join('\n')}`,
  );
}

/** Validates a partner input (exported for tests and tooling that hold a config in hand). */
export function parsePartner(slug: string, input: unknown): Partner {
  const result = partnerSchema.safeParse(input);
  if (!result.success) {
    throw partnerError(
      slug,
      result.error.issues.map((issue) => ({ path: issuePath(issue), message: issue.message })),
    );
  }
  const problems = crossFieldProblems(slug, result.data);
  if (problems.length > 0) throw partnerError(slug, problems);
  return result.data;
}

/**
 * The parsed partner (defaults filled in). Takes any string (CLI input) and throws for an unknown
 * slug; throws a friendly, one-line-per-problem error for an invalid config.
 */
export function loadPartner(slug: string): Partner {
  if (!isPartnerSlug(slug)) {
    throw new Error(`Unknown partner "${slug}". Known partners: ${partnerSlugs.join(', ')}`);
  }
  return parsePartner(slug, partnerInputs[slug]);
}

export function loadAllPartners(): Partner[] {
  return partnerSlugs.map((slug) => loadPartner(slug));
}
