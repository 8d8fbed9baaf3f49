// The fleet workflow does what the README's ops section promises: one job per partner of
// partners/index.ts, the contract build command against the secret sources, an artifact per partner,
// and a CMS webhook that builds one known partner (issue #12).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { partnerSlugs } from '../../partners/index.ts';
import { missingProviderKeys, productionProviders } from '../../scripts/build/providers.ts';

interface Step {
  id?: string;
  name?: string;
  uses?: string;
  run?: string;
  if?: string;
  env?: Record<string, string>;
  with?: Record<string, string | number | boolean>;
}

interface Job {
  needs?: string | string[];
  outputs?: Record<string, string>;
  permissions?: unknown;
  strategy?: { 'fail-fast'?: boolean; matrix?: Record<string, unknown> };
  concurrency?: { group: string; 'cancel-in-progress'?: boolean };
  steps: Step[];
}

interface Workflow {
  on: Record<string, { inputs?: Record<string, { required?: boolean; type?: string }>; types?: string[] } | null>;
  permissions?: unknown;
  jobs: Record<string, Job>;
}

const repoRoot = path.join(import.meta.dirname, '../..');
const readWorkflow = (name: string) => parse(readFileSync(path.join(repoRoot, '.github/workflows', name), 'utf8')) as Workflow;
const fleet = readWorkflow('build-fleet.yml');
const allWorkflows = { 'build-fleet.yml': fleet, 'ci.yml': readWorkflow('ci.yml') };

const matrixScript = 'scripts/ci/partner-matrix.ts';
const runMatrixScript = (...args: string[]) => spawnSync(process.execPath, [matrixScript, ...args], { cwd: repoRoot, encoding: 'utf8' });

const buildJob = fleet.jobs['build']!;
const stepRunning = (job: Job, text: string) => job.steps.find((step) => step.run?.includes(text));
const buildStep = stepRunning(buildJob, 'npm run build')!;

describe('the fleet workflow (.github/workflows/build-fleet.yml)', () => {
  it('is started by hand (partner optional) or by a CMS webhook of type cms-publish', () => {
    expect(fleet.on['workflow_dispatch']?.inputs?.['partner']).toMatchObject({ required: false, type: 'string' });
    expect(fleet.on['repository_dispatch']?.types).toEqual(['cms-publish']);
  });

  it('runs one build job per partner, the list coming from partners/index.ts through the matrix script', () => {
    const [planName, plan] = Object.entries(fleet.jobs).find(([, job]) => stepRunning(job, matrixScript))!;
    const listStep = stepRunning(plan, matrixScript)!;
    expect(buildJob.needs).toBe(planName);
    const [output, value] = Object.entries(plan.outputs ?? {})[0]!;
    expect(value).toBe(`\${{ steps.${listStep.id}.outputs.${output} }}`);
    expect(listStep.run).toContain(`echo "${output}=$`);
    expect(buildJob.strategy?.matrix).toEqual({ partner: `\${{ fromJSON(needs.${planName}.outputs.${output}) }}` });
    expect(buildJob.strategy?.['fail-fast']).toBe(false);

    // With no partner asked for, the script lists the whole fleet, in the contract's order.
    const all = runMatrixScript('--partner=');
    expect(all.status, all.stderr).toBe(0);
    expect(JSON.parse(all.stdout)).toEqual([...partnerSlugs]);
  });

  it('builds only a known partner for a webhook, and refuses an unknown or missing one before any build', () => {
    const listRun = stepRunning(fleet.jobs['partners']!, matrixScript)!.run!;
    expect(listRun).toMatch(/repository_dispatch[\s\S]*partner-matrix\.ts --required --partner="\$REQUESTED"/);

    const one = runMatrixScript('--required', '--partner=hilton');
    expect(JSON.parse(one.stdout)).toEqual(['hilton']);

    const unknown = runMatrixScript('--required', '--partner=hilton; rm -rf dist');
    expect(unknown.status).toBe(1);
    expect(unknown.stdout).toBe('');
    expect(unknown.stderr).toContain('unknown partner "hilton;", "rm", "-rf", "dist"');

    const missing = runMatrixScript('--required', '--partner=');
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain('no partner given: send client_payload.partner');
  });

  it('passes the webhook payload and form input as data: no shell line carries a ${{ }} expression', () => {
    const runLines = Object.values(allWorkflows).flatMap((workflow) =>
      Object.values(workflow.jobs).flatMap((job) => job.steps.flatMap((step) => step.run ?? [])),
    );
    expect(runLines.length).toBeGreaterThan(3);
    expect(runLines.filter((run) => run.includes('${{'))).toEqual([]);
    const requested = stepRunning(fleet.jobs['partners']!, matrixScript)!.env?.['REQUESTED'];
    expect(requested).toBe('${{ github.event.client_payload.partner || inputs.partner }}');
  });

  it("builds each partner with the contract's command against the CMS and API from repository secrets", () => {
    expect(buildStep.run).toBe('npm run build -- --partner "$PARTNER" --strict');
    expect(buildStep.env?.['PARTNER']).toBe('${{ matrix.partner }}');
    // A --strict production build fails without its live keys: every one the build names is passed.
    const liveKeys = missingProviderKeys(productionProviders({}, true), true).map((missing) => missing.variable);
    for (const variable of ['CMS_BASE_URL', 'API_BASE_URL', ...liveKeys]) {
      expect(buildStep.env?.[variable], variable).toBe(`\${{ secrets.${variable} }}`);
    }
    // Without the source secrets a build would pull the sandbox's demo content: the first job stops it.
    const check = fleet.jobs['partners']!.steps[0]!;
    expect(check.env).toEqual({ CMS_BASE_URL: '${{ secrets.CMS_BASE_URL }}', API_BASE_URL: '${{ secrets.API_BASE_URL }}' });
    expect(check.run).toMatch(/-z "\$CMS_BASE_URL" \] \|\| \[ -z "\$API_BASE_URL"[\s\S]*exit 1/);
  });

  it('uploads each bundle, dist/<slug>/, as an artifact named after its partner', () => {
    const uploads = buildJob.steps.filter((step) => step.uses?.startsWith('actions/upload-artifact@'));
    const bundle = uploads.find((step) => step.with?.['name'] === '${{ matrix.partner }}');
    expect(bundle?.with).toMatchObject({ path: 'dist/${{ matrix.partner }}/', 'if-no-files-found': 'error' });
    expect(buildJob.steps.indexOf(bundle!)).toBeGreaterThan(buildJob.steps.indexOf(buildStep));
  });

  it('never builds one partner twice at once', () => {
    expect(buildJob.concurrency?.group).toContain('${{ matrix.partner }}');
    expect(buildJob.concurrency?.['cancel-in-progress']).toBe(false);
  });
});

describe('every workflow', () => {
  const packageJson = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
    devDependencies: Record<string, string>;
  };
  const projectNodeMajor = Number(/\d+/.exec(packageJson.devDependencies['node']!)![0]);

  it.each(Object.entries(allWorkflows))('%s only reads the repository, with pinned actions', (_name, workflow) => {
    expect(workflow.permissions).toEqual({ contents: 'read' });
    const jobs = Object.values(workflow.jobs);
    expect(jobs.filter((job) => job.permissions !== undefined)).toEqual([]);
    const uses = jobs.flatMap((job) => job.steps.flatMap((step) => step.uses ?? []));
    expect(uses.length).toBeGreaterThan(0);
    expect(uses.filter((action) => !/^actions\/(checkout|setup-node|upload-artifact)@v4$/.test(action))).toEqual([]);
  });

  it("sets up the project's Node (package.json's node devDependency) with the npm cache", () => {
    const setups = Object.values(fleet.jobs).flatMap((job) => job.steps.filter((step) => step.uses?.startsWith('actions/setup-node@')));
    expect(setups).toHaveLength(Object.keys(fleet.jobs).length);
    for (const setup of setups) expect(setup.with).toEqual({ 'node-version': projectNodeMajor, cache: 'npm' });
  });
});

describe("README's ops section", () => {
  const readme = readFileSync(path.join(repoRoot, 'README.md'), 'utf8');

  it('shows the webhook call that builds one partner, matching the workflow', () => {
    const call = /curl [^`]*?\/repos\/[^`]*?\/dispatches[^`]*?-d '(\{[^']*\})'/.exec(readme);
    expect(call, "a curl to repos/{owner}/{repo}/dispatches with -d '{...}'").not.toBeNull();
    const body = JSON.parse(call![1]!) as { event_type: string; client_payload: { partner: string } };
    expect(fleet.on['repository_dispatch']?.types).toContain(body.event_type);
    expect(partnerSlugs).toContain(body.client_payload.partner);
  });
});
