// The inline scripts a browser would run from an HTML document, found by parsing it (htmlparser2,
// already here through sanitize-html): text that only looks like a script (an image alt from the
// CMS, a comment, a <textarea>) must never get a CSP hash (issue #7).
import { Parser } from 'htmlparser2';

// Their contents are not run as part of the page: template contents are an inert fragment, and
// <noscript> is raw text in a browser that runs scripts.
const inertContainers = new Set(['template', 'noscript']);

// Types a browser runs (HTML "prepare the script element"); anything else is a data block.
const runnableTypes = new Set([
  '',
  'module',
  'importmap',
  'speculationrules',
  'text/javascript',
  'application/javascript',
  'application/ecmascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
]);

const runs = (type: string | undefined) => type === undefined || runnableTypes.has(type.trim().toLowerCase());

/** The text of every inline, runnable <script> element of `html`, as the browser hashes it. */
export function inlineScripts(html: string): string[] {
  const found: string[] = [];
  let inert = 0;
  let current: string[] | undefined;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (inertContainers.has(name)) inert += 1;
        else if (name === 'script' && inert === 0 && !('src' in attributes) && runs(attributes['type'])) current = [];
      },
      ontext(text) {
        current?.push(text);
      },
      onclosetag(name) {
        if (inertContainers.has(name)) inert = Math.max(0, inert - 1);
        else if (name === 'script' && current) {
          // The HTML input stream turns CR LF and lone CR into LF before a script's text exists.
          found.push(current.join('').replace(/\r\n?/g, '\n'));
          current = undefined;
        }
      },
    },
    // Script text is raw: entities in it are not decoded by the browser, so not here either.
    { decodeEntities: false },
  );
  parser.end(html);
  return found;
}
