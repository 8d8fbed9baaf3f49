// Issue #22 item 10: a loading spinner says the spec's default message (000 §2 "Loading spinner
// default message") unless the CMS rewords it. Every spinner with a message on a page's load reads
// one of these keys (activation, Linked Cards, the re-enrollment card form, the form kit's fallback).
import { describe, expect, it } from 'vitest';
import { formKitCopyKeys } from '../../src/ui/form/form-kit-copy.ts';
import { copyDefaults } from '../../src/site/copy-table.ts';

const specMessage = 'Do not refresh, loading more content.';

describe("the spinner's default message", () => {
  it.each(['shell.loading', 'activate.loading', 'cards.loading', 'reenroll.loading', formKitCopyKeys.loading] as const)('%s', (key) => {
    expect(copyDefaults[key]).toBe(specMessage);
  });
});
