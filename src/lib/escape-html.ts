// The one escaper for text put into HTML or XML (SVG): element content and quoted attribute values.
// The five entities are valid in both (`&#39;` rather than `&apos;`, which HTML 4 lacks).
const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string | number): string {
  return String(value).replace(/[&<>"']/g, (char) => entities[char] ?? char);
}
