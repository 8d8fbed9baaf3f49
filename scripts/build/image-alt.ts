// Pictures a screen-reader user may get nothing from: an <img> with no alt attribute, or an empty
// one not marked decorative (role="presentation"/"none", or aria-hidden="true" on it or around it).
// Stricter than axe, which accepts any empty alt: a CMS picture whose alt field an editor left
// blank renders alt="", and this is where the editor learns of it; our own decorative pictures say
// so (aria-hidden on the picture's frame). The content report lists them before the bundle ships.
import { Parser } from 'htmlparser2';

export interface ImageWithoutAlt {
  src: string;
  problem: 'no alt attribute' | 'empty alt, not marked decorative';
}

export function imagesWithoutAlt(html: string): ImageWithoutAlt[] {
  const found: ImageWithoutAlt[] = [];
  // aria-hidden="true" of each open element, innermost last.
  const hidden: boolean[] = [];
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const ariaHidden = attributes['aria-hidden'] === 'true';
        if (name === 'img') {
          const alt = attributes['alt'];
          const decorative = ariaHidden || hidden.includes(true) || ['presentation', 'none'].includes(attributes['role'] ?? '');
          const src = attributes['src'] ?? attributes['data-src'] ?? '(no src)';
          if (!decorative && alt === undefined) found.push({ src, problem: 'no alt attribute' });
          else if (!decorative && !alt?.trim()) found.push({ src, problem: 'empty alt, not marked decorative' });
        }
        hidden.push(ariaHidden);
      },
      // htmlparser2 closes every element it opened, void and implied ones included.
      onclosetag() {
        hidden.pop();
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return found;
}
