// A CMS entry as served (the API contract's `{ slug, fields }`, docs/content-model.md). `previewOnly`
// entries are drafts, served only with &preview=1; the flag itself never goes over the wire.
import type { CmsEntry as ServedEntry } from '../../../../src/api/contract/content.ts';

export interface CmsEntry extends ServedEntry {
  previewOnly?: boolean;
}
