// Earnings as a member reads them, in the partner's currency: dollars and cents for Dollar and Credit
// partners ("$274.34"), whole units otherwise ("14,629").
import type { CurrencyType } from '../../partners/schema.ts';

const whole = (value: number) => Math.round(value).toLocaleString('en-US');
const cents = (value: number) => value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function formatBenefits(amount: number, currencyType: CurrencyType): string {
  return currencyType === 'Dollar' || currencyType === 'Credit' ? `$${cents(amount)}` : whole(amount);
}
