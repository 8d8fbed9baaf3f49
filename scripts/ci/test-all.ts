// `npm test`: every suite, side by side where they do not collide, so CI on 2 cores takes the time of
// the longest suite of each stage rather than of all of them. Stages run in order and stop at the
// first failing one:
// 1. the typecheck and the format check; `astro check` writes the .astro/ types the linter reads;
// 2. lint, and the unit and sandbox tests;
// 3. the real-build tests, alone (`astro build` rewrites .astro/, withastro/astro#12992);
// 4. the browser tests, which take both cores.
// A suite's output is printed whole when it ends, under its name, so parallel logs stay readable.
import { spawn } from 'node:child_process';

const stages: readonly (readonly string[])[] = [['typecheck', 'format:check'], ['lint', 'test:unit'], ['test:build'], ['test:e2e']];

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

const results: SuiteResult[] = [];
for (const stage of stages) {
  const stageResults = await Promise.all(stage.map((script) => run(script, stage.length === 1)));
  results.push(...stageResults);
  if (stageResults.some((result) => result.code !== 0)) break;
}

console.log('\nsuite            result    seconds');
for (const { script, code, seconds } of results)
  console.log(`${script.padEnd(16)} ${(code === 0 ? 'passed' : 'FAILED').padEnd(9)} ${seconds}`);
const passed = results.filter((result) => result.code === 0).length;
console.log(`suites: ${passed} passed, ${stages.flat().length - passed} failed`);
process.exitCode = results.length === stages.flat().length && results.every((result) => result.code === 0) ? 0 : 1;
