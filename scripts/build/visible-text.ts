// The copy a visitor reads on a built page, as lines: the document title and the text of <main>
// (the whole <body> when a page has none, e.g. a bare error page), without scripts, styles, icons
// or attribute values. The content report diffs these lines between the old and the new bundle, so
// a change of markup, class names or hashed asset names is not a change of copy.
import { Parser } from 'htmlparser2';

export interface PageText {
  title: string;
  /** One line per block of text, whitespace collapsed, empty lines left out. */
  lines: string[];
}

/** Elements whose text a visitor never reads as copy. */
const unread = new Set(['script', 'style', 'svg', 'template', 'noscript', 'head']);

/** Elements that start a line of their own (text on either side of them is a separate line). */
const blocks = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'button',
  'caption',
  'dd',
  'details',
  'dialog',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'label',
  'legend',
  'li',
  'main',
  'nav',
  'ol',
  'option',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'td',
  'th',
  'tr',
  'ul',
]);

export function visibleText(html: string): PageText {
  let title = '';
  let inTitle = false;
  let inHead = false;
  let skipDepth = 0;
  let inMain = 0;
  let sawMain = false;
  const body: string[] = [];
  const main: string[] = [];
  let bodyLine = '';
  let mainLine = '';

  const flush = () => {
    const bodyText = bodyLine.replace(/\s+/g, ' ').trim();
    if (bodyText) body.push(bodyText);
    const mainText = mainLine.replace(/\s+/g, ' ').trim();
    if (mainText) main.push(mainText);
    bodyLine = '';
    mainLine = '';
  };

  const parser = new Parser(
    {
      onopentag(name) {
        if (name === 'head') inHead = true;
        // The document's title, not an icon's <svg><title>.
        if (name === 'title' && inHead) inTitle = true;
        if (unread.has(name)) skipDepth += 1;
        if (name === 'main') {
          inMain += 1;
          sawMain = true;
        }
        if (blocks.has(name)) flush();
      },
      ontext(text) {
        if (inTitle) title += text;
        if (skipDepth > 0) return;
        bodyLine += text;
        if (inMain > 0) mainLine += text;
      },
      onclosetag(name) {
        if (name === 'title') inTitle = false;
        if (name === 'head') inHead = false;
        if (blocks.has(name)) flush();
        if (name === 'main') inMain -= 1;
        if (unread.has(name)) skipDepth -= 1;
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.write(html);
  parser.end();
  flush();
  return { title: title.replace(/\s+/g, ' ').trim(), lines: sawMain ? main : body };
}

/** The lines the report compares: the title first, then the page's copy. */
export function pageLines(text: PageText): string[] {
  return [`Title: ${text.title}`, ...text.lines];
}
