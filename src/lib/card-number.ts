// Card number helpers (spec 001 §5 "Card number helpers"): the Luhn check and brand detection by
// prefix and length. The secure frame checks the number the member types; these serve the sandbox
// (which must hold the same rules) and the allowed-brands message. Digits only: no patterns that
// could backtrack on long input.
import type { CardType } from '../api/contract/cards.ts';

/** Standard Luhn check over a digit string (false for anything but digits). */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The brand a number belongs to by prefix and length, or null: Amex 34/37 ×15, Discover 6011/65
 *  ×16, Mastercard 51-55 or 2221-2720 ×16, Visa 4 ×13 or 16. Spaces and dashes are ignored.
 *  Self-contained (no helpers outside it): the sandbox's card-frame stand-in embeds its source. */
export function detectCardBrand(number: string): CardType | null {
  const n = number.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(n)) return null;
  const prefix = (length: number): number => Number(n.slice(0, length));
  if ((n.startsWith('34') || n.startsWith('37')) && n.length === 15) return 'AMEX';
  if ((n.startsWith('6011') || n.startsWith('65')) && n.length === 16) return 'DISC';
  if (((prefix(2) >= 51 && prefix(2) <= 55) || (prefix(4) >= 2221 && prefix(4) <= 2720)) && n.length === 16) return 'MAST';
  if (n.startsWith('4') && (n.length === 13 || n.length === 16)) return 'VISA';
  return null;
}

export const cardBrandNames: Record<CardType, string> = {
  AMEX: 'Amex',
  DISC: 'Discover',
  MAST: 'Mastercard',
  VISA: 'Visa',
};

/** "Visa, Mastercard and Amex" for the allowed-brands message, in the partner's order. */
export function brandList(brands: readonly CardType[], and = 'and'): string {
  const names = brands.map((brand) => cardBrandNames[brand]);
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} ${and} ${names.at(-1)}`;
}
