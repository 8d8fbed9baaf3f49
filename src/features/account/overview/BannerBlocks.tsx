// A bonus banner's CMS content (spec 001 §4 "Bonuses"): sanitized build-time HTML in its mobile and
// (when different) desktop wording, and the blocks under the banner's title: links (a new tab says
// so), further titles as tier lines, and text.
import type { CopyReader } from '../../../lib/element-copy.ts';
import type { BannerBlock, TextVariants } from './bonus-banners.ts';
import type { OverviewCopyKey } from './copy-keys.ts';
import * as css from './overview.css.ts';

export function Html({ text, block = false }: { text: TextVariants; block?: boolean }) {
  const Tag = block ? 'div' : 'span';
  if (text.desktop === undefined) return <Tag dangerouslySetInnerHTML={{ __html: text.mobile }} />;
  return (
    <>
      <Tag className={css.mobileOnly} dangerouslySetInnerHTML={{ __html: text.mobile }} />
      <Tag className={css.desktopOnly} dangerouslySetInnerHTML={{ __html: text.desktop }} />
    </>
  );
}

export function Block({ t, block }: { t: CopyReader<OverviewCopyKey>; block: BannerBlock }) {
  if (block.kind === 'link') {
    return (
      <p className={css.text}>
        <a href={block.href} target={block.newTab ? '_blank' : undefined} rel={block.newTab ? 'noopener noreferrer' : undefined}>
          <Html text={block.text} />
          {block.newTab && <span className="visually-hidden"> ({t('shell.opensInNewTab')})</span>}
        </a>
      </p>
    );
  }
  if (block.kind === 'title') {
    return (
      <p className={css.tierLine}>
        <Html text={block.text} />
      </p>
    );
  }
  return (
    <div className={css.text}>
      <Html text={block.text} block />
    </div>
  );
}
