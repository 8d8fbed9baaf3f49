// `npm test`: every suite, side by side where they do not collide, so CI on 2 cores takes the time of
// the longest lane of each stage rather than of all of them. Stages run in order and stop at the
// first failing one; a stage's lanes run side by side, the suites of a lane one after another:
// 1. the typecheck and the format check; `astro check` writes the .astro/ types the linter reads;
// 2. lint and then the real-build tests in one lane (`astro build` rewrites .astro/,
//    withastro/astro#12992, so it must not run while the linter reads it), the unit and sandbox
//    tests in the other (they read neither);
// 3. the browser tests, which take both cores.
// A suite's output is printed whole when it ends, under its name, so parallel logs stay readable.
import { spawn } from 'node:child_process';

/** Each stage's lanes: a lane is one suite, or suites that must run one after another. */
const stages: readonly (readonly (string | readonly string[])[])[] = [
  ['typecheck', 'format:check'],
  [['lint', 'test:build'], 'test:unit'],
  ['test:e2e'],
];

interface SuiteResult {
  script: string;
  code: number;
  seconds: number;
}

function run(script: string, alone: boolean): Promise<SuiteResult> {
  const started = Date.now();
  return new Promise((resolve) => {
    // A suite alone in its stage streams its output (the browser suite's progress shows as it goes).
    const child = spawn('npm', ['run', script], { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code, signal) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      if (!alone) process.stdout.write(`\n===== ${script} (${seconds} s) =====\n${Buffer.concat(output).toString()}`);
      resolve({ script, code: code ?? (signal ? 1 : 0), seconds });
    });
  });
}

/** A lane's suites in order, up to the first that fails. */
async function runLane(lane: string | readonly string[], alone: boolean): Promise<SuiteResult[]> {
  const laneResults: SuiteResult[] = [];
  for (const script of typeof lane === 'string' ? [lane] : lane) {
    const result = await run(script, alone);
    laneResults.push(result);
    if (result.code !== 0) break;
  }
  return laneResults;
}

/** Every suite of every stage. */
const suiteCount = stages.flat(2).length;
const results: SuiteResult[] = [];
for (const stage of stages) {
  const stageResults = (await Promise.all(stage.map((lane) => runLane(lane, stage.length === 1)))).flat();
  results.push(...stageResults);
  if (stageResults.some((result) => result.code !== 0)) break;
}

console.log('\nsuite            result    seconds');
for (const { script, code, seconds } of results)
  console.log(`${script.padEnd(16)} ${(code === 0 ? 'passed' : 'FAILED').padEnd(9)} ${seconds}`);
const passed = results.filter((result) => result.code === 0).length;
console.log(`suites: ${passed} passed, ${suiteCount - passed} failed`);
process.exitCode = results.length === suiteCount && results.every((result) => result.code === 0) ? 0 : 1;
