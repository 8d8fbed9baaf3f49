// The merchant page's sections below the first screen (issue #24): location and hours, the menu,
// reviews and events. A chunk of their own, loaded as the page draws, so the page's start-up
// JavaScript stays within its budget; they come last in the main column, so their arrival moves
// nothing above them.
import type { MerchantDetail } from '../../api/merchants.ts';
import { EventsSection } from './EventsSection.tsx';
import { LocationPanel } from './LocationPanel.tsx';
import { MenuSection } from './MenuSection.tsx';
import type { PageCopy } from './page-context.ts';
import { ReviewsSection } from './ReviewsSection.tsx';

export default function MerchantMore({ merchant, t, today }: { merchant: MerchantDetail; t: PageCopy; today: Date }) {
  return (
    <>
      <LocationPanel merchant={merchant} t={t} today={today} />
      <MenuSection merchant={merchant} t={t} />
      <ReviewsSection merchantId={merchant.id} t={t} />
      <EventsSection merchantId={merchant.id} t={t} />
    </>
  );
}
