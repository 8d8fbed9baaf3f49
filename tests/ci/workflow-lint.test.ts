// Every workflow under .github/workflows passes actionlint (CI template, issue #12), and the check is
// shown to bite: a broken workflow is reported.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatFinding, lintWorkflow } from './actionlint.ts';

const workflowsDir = path.join(import.meta.dirname, '../../.github/workflows');
const workflowFiles = readdirSync(workflowsDir).filter((name) => /\.ya?ml$/.test(name));

describe('GitHub Actions workflows', () => {
  it('include the fleet build and the test run', () => {
    expect(workflowFiles).toEqual(expect.arrayContaining(['build-fleet.yml', 'ci.yml']));
  });

  it.each(workflowFiles)('%s has no actionlint findings', async (name) => {
    const file = `.github/workflows/${name}`;
    const findings = await lintWorkflow(readFileSync(path.join(workflowsDir, name), 'utf8'), file);
    expect(findings.map((finding) => formatFinding(file, finding))).toEqual([]);
  });

  it('reports a broken workflow: unknown job, unknown action input, undefined matrix key', async () => {
    const broken = [
      'on: workflow_dispatch',
      'permissions:',
      '  contents: read',
      'jobs:',
      '  build:',
      '    needs: partners',
      '    runs-on: ubuntu-latest',
      '    steps:',
      '      - uses: actions/upload-artifact@v4',
      '        with:',
      '          name: ${{ matrix.partner }}',
      '          paths: dist/',
      '',
    ].join('\n');
    const findings = await lintWorkflow(broken, 'broken.yml');
    expect(findings.map(({ kind, line }) => ({ kind, line }))).toEqual(
      expect.arrayContaining([
        { kind: 'job-needs', line: 5 },
        { kind: 'expression', line: 11 },
        { kind: 'action', line: 12 },
      ]),
    );
  });
});
