// Step 3 of joining (/card_added): names the cards step 2 linked ("Your card ending in 1111 has
// been linked.", from the stored card registration success) and moves focus to the step's heading.
// A plain script, not an island: the page is text and links.
import { elementCopy } from '../../../lib/element-copy.ts';
import { readRegistrationSuccess } from '../add-card/registration-success.ts';
import { focusPageHeading } from '../focus-heading.ts';
import type { CardAddedCopyKey } from '../copy-keys.ts';

export function showLinkedCards(root: ParentNode = document): void {
  const list = root.querySelector<HTMLElement>('[data-linked-cards]');
  if (list) {
    const t = elementCopy<CardAddedCopyKey>(list);
    list.replaceChildren(
      ...readRegistrationSuccess().map((lastFour) => {
        const item = document.createElement('li');
        item.textContent = t('enroll.step3.cardLinked', { lastFour });
        return item;
      }),
    );
  }
  focusPageHeading(root);
}
