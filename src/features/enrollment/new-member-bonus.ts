// Build time: what the new-member bonus gives, for joining's value panel and Card Added (issue #25).
// The CMS says it in the bonus banner it keeps for that bonus (the bonus entry whose code begins
// "NMB", the backend's new-member bonus codes such as NMB500: docs/api.md), so the amount the site
// promises is the CMS's own ("Earn 500 bonus miles after your first dine ..."); without one, the
// copy's words ('enroll.value.bonus'), which name no amount.
import type { BonusBannerEntry } from '../../content/models/bonus-banner.ts';

/** The CMS entry of the new-member bonus, if the partner has one. */
export const newMemberBonusEntry = (entries: readonly BonusBannerEntry[]): BonusBannerEntry | undefined =>
  entries.find((entry) => entry.code.trim().toUpperCase().startsWith('NMB'));

/** The bonus in the CMS's words (its body text, for <RichText>), else null (the page uses its copy). */
export function newMemberBonusText(entries: readonly BonusBannerEntry[]): { html: string; source: string } | null {
  const entry = newMemberBonusEntry(entries);
  const body = entry?.banner_text.find((block) => block.type === 'body_text');
  if (!entry || !body) return null;
  return { html: body.text_desktop ?? body.text_mobile, source: `home/${entry.slug}: banner_text` };
}
