// A CMS entry as served: `{ slug, fields }` (docs/content-model.md). `previewOnly` entries are
// drafts, served only with &preview=1; the flag itself never goes over the wire.
export interface CmsEntry {
  slug: string;
  fields: Record<string, unknown>;
  previewOnly?: boolean;
}
