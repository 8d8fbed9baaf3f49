// The secure card-entry frame's messages (docs/api.md "Secure card-entry frame"; contract:
// cardFrameMessageSchema in src/api/contract/cards.ts), checked by hand: no schema library in the
// browser. Whatever does not match a known message exactly is ignored. Which window a message may
// come from is use-card-frame.ts's check, made before this one.
import { cardTypeCodes, type CardType } from '../../../api/cards.ts';
import { isRecord } from '../../../lib/is-record.ts';

/** The card the frame entered: sent as creditCards[0] (spec 001 §3). */
export interface EnteredCard {
  encryptedCardNumber: string;
  lastFour: string;
  cardType: CardType;
}

export type FrameMessage =
  | { type: 'loaded' }
  | { type: 'card'; card: EnteredCard }
  | { type: 'cleared' }
  | { type: 'invalid'; message: string }
  | { type: 'resize'; height: number };

/** The frame may grow with its error line, within sane bounds. */
export const frameMinHeight = 40;
export const frameMaxHeight = 600;

const isCardType = (value: unknown): value is CardType => (cardTypeCodes as readonly unknown[]).includes(value);

export function frameMessageOf(data: unknown): FrameMessage | null {
  if (!isRecord(data)) return null;
  switch (data['type']) {
    case 'loaded':
    case 'cleared':
      return { type: data['type'] };
    case 'invalid':
      return { type: 'invalid', message: typeof data['message'] === 'string' ? data['message'] : '' };
    case 'resize': {
      const height = data['height'];
      if (typeof height !== 'number' || !Number.isFinite(height)) return null;
      return { type: 'resize', height: Math.min(frameMaxHeight, Math.max(frameMinHeight, Math.ceil(height))) };
    }
    case 'card': {
      const { encryptedCardNumber, lastFour, cardType } = data;
      if (typeof encryptedCardNumber !== 'string' || encryptedCardNumber === '' || encryptedCardNumber.length > 4096) return null;
      if (typeof lastFour !== 'string' || !/^\d{4}$/.test(lastFour) || !isCardType(cardType)) return null;
      return { type: 'card', card: { encryptedCardNumber, lastFour, cardType } };
    }
    default:
      return null;
  }
}

/** The frame's address: its URL with the embedding page's origin (where it may post) and the brands
 *  the partner accepts. */
export function frameSrc(frameUrl: string, origin: string, brands: readonly CardType[]): string {
  const url = new URL(frameUrl, origin);
  url.searchParams.set('origin', origin);
  url.searchParams.set('brands', brands.join(','));
  return url.href;
}
