// Which partners the fleet workflow builds for a request (scripts/ci/partner-matrix.ts).
import { describe, expect, it } from 'vitest';
import { partnerSlugs } from '../../partners/index.ts';
import { maxMatrixJobs, partnerMatrix } from '../../scripts/ci/partner-matrix.ts';

describe('partnerMatrix', () => {
  it('builds the whole fleet, in the contract order, when no partner is asked for', () => {
    expect(partnerMatrix(undefined)).toEqual([...partnerSlugs]);
    expect(partnerMatrix('  ')).toEqual([...partnerSlugs]);
  });

  it('builds only the partners asked for (comma or space list), each once', () => {
    expect(partnerMatrix('hilton')).toEqual(['hilton']);
    expect(partnerMatrix(' t-mobile, delta hilton,delta ')).toEqual(['t-mobile', 'delta', 'hilton']);
  });

  it('refuses an unknown partner, naming it quoted, and builds none of the request', () => {
    expect(() => partnerMatrix('hilton,Hilton')).toThrow(/^unknown partner "Hilton": choose from american caesars/);
    expect(() => partnerMatrix('united\n::error::x')).toThrow('unknown partner "::error::x"');
  });

  it('refuses an empty request from a webhook, which must name its partner', () => {
    expect(() => partnerMatrix('', { required: true })).toThrow('no partner given: send client_payload.partner');
  });

  it("stops a fleet larger than GitHub's matrix can run, pointing to the README", () => {
    const known = Array.from({ length: maxMatrixJobs + 1 }, (_, index) => `partner-${index}`);
    expect(partnerMatrix('', { known: known.slice(0, maxMatrixJobs) })).toHaveLength(maxMatrixJobs);
    expect(() => partnerMatrix('', { known })).toThrow(`257 partners exceed GitHub's 256 jobs per matrix`);
    expect(partnerMatrix('partner-256', { known })).toEqual(['partner-256']);
  });
});
