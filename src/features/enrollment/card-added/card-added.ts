// Step 3 of joining (/card_added): shows the cards step 2 linked ("Your card ending in 1111 has been
// linked.", from the stored card registration success), each led by its network's mark (the page's
// <template data-card-mark> for the brand, drawn at build time), and moves focus to the step's
// heading. A plain script, not an island: the page is text and links.
import { elementCopy } from '../../../lib/element-copy.ts';
import { readRegistrationSuccess, type LinkedCard } from '../add-card/registration-success.ts';
import { focusPageHeading } from '../focus-heading.ts';
import type { CardAddedCopyKey } from '../copy-keys.ts';

function markOf(root: ParentNode, cardType: string): Node | null {
  const template = [...root.querySelectorAll<HTMLTemplateElement>('template[data-card-mark]')].find(
    (candidate) => candidate.dataset['cardMark'] === cardType,
  );
  return template ? template.content.cloneNode(true) : null;
}

export function showLinkedCards(root: ParentNode = document): void {
  const list = root.querySelector<HTMLElement>('[data-linked-cards]');
  if (list) {
    const t = elementCopy<CardAddedCopyKey>(list);
    list.replaceChildren(
      ...readRegistrationSuccess().map(({ lastFour, cardType }: LinkedCard) => {
        const item = document.createElement('li');
        const mark = markOf(root, cardType);
        if (mark) item.append(mark);
        const text = document.createElement('span');
        text.textContent = t('enroll.step3.cardLinked', { lastFour });
        item.append(text);
        return item;
      }),
    );
  }
  focusPageHeading(root);
}
