// Build time: the CMS bonus banners (src/content/models/bonus-banner.ts) rendered for the island:
// rich text with placeholders and markers filled (render-copy.ts), desktop wording kept only when it
// differs from the mobile wording.
import type { BonusBannerEntry, BonusTextBlock } from '../../../content/models/bonus-banner.ts';
import { isExternalLink, renderRichText } from '../../../content/render-copy.ts';
import type { Site } from '../../../site/types.ts';
import type { BannerBlock, BonusBannerView, TextVariants } from './bonus-banners.ts';

export function bonusBannerViews(site: Site, entries: readonly BonusBannerEntry[]): BonusBannerView[] {
  return entries.map((entry) => {
    const source = `home/${entry.slug}`;
    const variants = (block: BonusTextBlock, inline: boolean): TextVariants => {
      const render = (html: string) => renderRichText(site, html, { inline, source: `${source}: banner_text` });
      const mobile = render(block.text_mobile);
      const desktop = block.text_desktop === undefined ? undefined : render(block.text_desktop);
      return desktop === undefined || desktop === mobile ? { mobile } : { mobile, desktop };
    };
    const blocks: BannerBlock[] = [];
    let button: TextVariants | null = null;
    for (const block of entry.banner_text) {
      if (block.type === 'title') blocks.push({ kind: 'title', text: variants(block, true) });
      else if (block.type === 'body_text') blocks.push({ kind: 'body', text: variants(block, false) });
      else if (block.type === 'button') button ??= variants(block, true);
      else
        blocks.push({
          kind: 'link',
          text: variants(block, true),
          href: block.url,
          newTab: block.new_tab || isExternalLink(site, block.url),
        });
    }
    return {
      slug: entry.slug,
      code: entry.code,
      ...(entry.order === undefined ? {} : { order: entry.order }),
      blocks,
      button,
      image: entry.image ? { src: entry.image.src, alt: entry.image.alt } : null,
      ...(entry.days_to_display === undefined ? {} : { daysToDisplay: entry.days_to_display }),
      appOnly: entry.app_only_bonus,
      appTextHtml: entry.app_text === undefined ? null : renderRichText(site, entry.app_text, { source: `${source}: app_text` }),
      userStates: [...entry.user_states],
    };
  });
}
