// npm run conformance -- --api <base URL> [--member <email>:<password>] [--partner <slug>] [--timeout <seconds>]
// Checks a live backend's read-only answers with the browser's readers (conformance.ts) and prints one
// block per call. Exit 0: every answer can be read; 1: a page would break; 2: bad arguments, or the
// sign-in was refused.
import { parseArgs } from 'node:util';
import { baseUrl, checkConformance, formatCall, formatSummary, type ConformanceOptions } from './conformance.ts';

const usage =
  'Usage: npm run conformance -- --api <base URL, e.g. http://127.0.0.1:4600/delta or https://api.example.com/{partner}> ' +
  '[--partner <slug>] [--member <email>:<password>] [--timeout <seconds per request, default 15>]';

function fail(message: string): never {
  console.error(`${message}\n${usage}`);
  process.exit(2);
}

const { values } = (() => {
  try {
    return parseArgs({
      options: {
        api: { type: 'string' },
        partner: { type: 'string' },
        member: { type: 'string' },
        timeout: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
})();
if (values.help) {
  console.log(usage);
  process.exit(0);
}
if (!values.api) fail('--api is required.');

const options: ConformanceOptions = { api: values.api, onCall: (report) => console.log(formatCall(report)) };
if (values.partner) options.partner = values.partner;
if (values.member !== undefined) {
  // The password may hold a colon; an email does not.
  const colon = values.member.indexOf(':');
  if (colon <= 0) fail('--member takes <email>:<password>.');
  options.member = { email: values.member.slice(0, colon), password: values.member.slice(colon + 1) };
}
if (values.timeout !== undefined) {
  const seconds = Number(values.timeout);
  if (!(seconds > 0 && seconds <= 600)) fail('--timeout takes seconds, more than 0 and at most 600.');
  options.timeoutMs = seconds * 1000;
}
try {
  baseUrl(options.api, options.partner);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}

console.log(`Checking ${baseUrl(options.api, options.partner)}${options.member ? ` as ${options.member.email}` : ' (signed out)'}\n`);
const report = await checkConformance(options);
console.log(`\n${formatSummary(report)}`);
process.exitCode = report.exitCode;
