// The partner list for the fleet workflow's matrix (.github/workflows/build-fleet.yml):
// `node scripts/ci/partner-matrix.ts [--partner=<slug>[,<slug>…]] [--required]` prints the slugs to
// build as a JSON array. No partner means the whole fleet; `--required` (a CMS webhook's
// repository_dispatch) refuses an empty one. The requested value comes from outside (a webhook
// payload), so it is checked against partners/index.ts and only known slugs are ever printed.
import { parseArgs } from 'node:util';
import { partnerSlugs } from '../../partners/index.ts';

/** GitHub Actions expands one matrix into at most 256 jobs per workflow run. */
export const maxMatrixJobs = 256;

export class MatrixError extends Error {}

/**
 * The slugs to build for `requested` (a slug, a comma or space separated list, or empty for all of
 * `known`), in the order given, without duplicates. Throws a MatrixError naming what was refused.
 */
export function partnerMatrix(
  requested: string | undefined,
  { required = false, known = partnerSlugs }: { required?: boolean; known?: readonly string[] } = {},
): string[] {
  const names = (requested ?? '').split(/[\s,]+/).filter(Boolean);
  if (names.length === 0) {
    if (required) throw new MatrixError(`no partner given: send client_payload.partner, one of ${known.join(' ')}`);
    if (known.length > maxMatrixJobs) {
      throw new MatrixError(
        `${known.length} partners exceed GitHub's ${maxMatrixJobs} jobs per matrix: split the fleet into groups (README, "Build the fleet in CI")`,
      );
    }
    return [...known];
  }
  const unknown = names.filter((name) => !known.includes(name));
  if (unknown.length) {
    // JSON.stringify: the refused value is shown quoted and escaped, never echoed raw into a log command.
    throw new MatrixError(`unknown partner ${unknown.map((name) => JSON.stringify(name)).join(', ')}: choose from ${known.join(' ')}`);
  }
  return [...new Set(names)];
}

function main(): void {
  const { values } = parseArgs({
    options: { partner: { type: 'string', default: '' }, required: { type: 'boolean', default: false } },
  });
  try {
    console.log(JSON.stringify(partnerMatrix(values.partner, { required: values.required })));
  } catch (error) {
    if (!(error instanceof MatrixError)) throw error;
    console.error(`partner-matrix: ${error.message}`);
    process.exit(1);
  }
}

if (import.meta.main) main();
