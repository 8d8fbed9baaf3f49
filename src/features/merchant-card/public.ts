// What other capabilities use of the merchant card: the one card (search results draw the same card
// the carousels do) and the earn rules behind it (the merchant page's earn line).
export {
  renderMerchantCard,
  promoImageUrl,
  pageTransform,
  cardTransform,
  placeText,
  highlightKey,
  type CardContext,
  type CardMember,
  type CardProgramme,
} from './merchant-card.ts';
export { openUnlockModal, type UnlockCopyKey } from './unlock-modal.ts';
export {
  earnLine,
  unlockPrompt,
  cardExtras,
  isAcclaimed,
  acclaimedLevelOf,
  programmeOf,
  tier,
  type EarnLine,
  type UnlockPrompt,
} from './earn-rules.ts';
export type { MerchantCardCopyKey } from './copy-keys.ts';
// When a visit earns (offer limits, earning days, "Earns today", the 7-day calendar, flex offers).
export * from './offer-rules.ts';
