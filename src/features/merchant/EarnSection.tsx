// What a visit earns here (spec 000 §2, §4 "Earn line by tier", §6 Acclaimed; spec 001 earn rules):
// the earn line for the viewer (visitors: "Sign in to see offers", nothing where the partner has no
// sign-in; non-activated members: the activation prompt; Acclaimed: "Unlock access to earn" opening
// the spec's modal), the bonus line and offer tag, and "Earns today" (beyond the spec).
import type { MerchantDetail } from '../../api/merchants.ts';
import { cardExtras, earnLine, openUnlockModal } from '../merchant-card/public.ts';
import { earningDaysText, offersFor, todayLine } from '../merchant-card/public.ts';
import type { PageContext } from './page-context.ts';
import * as css from './merchant-page.css.ts';
import { button } from '../../ui/button.css.ts';
import { mealEstimate } from './meal-estimate.ts';

export function EarnSection({ merchant, context }: { merchant: MerchantDetail; context: PageContext }) {
  const { t, viewer, links, settings, today } = context;
  const member = viewer.kind === 'member' ? viewer.card : null;
  const earn = earnLine(merchant, member, settings.programme);
  const { bonus, offerTag } = cardExtras(merchant);
  const offers = offersFor(merchant.offers, member?.tierLevel ?? null);
  const when = offers.length > 0 ? todayLine(offers, today) : null;
  const estimate = earn.kind === 'rate' || earn.kind === 'signIn' ? mealEstimate(merchant, member?.tierLevel ?? null, settings.earn) : null;
  const todayText =
    when === null
      ? null
      : when.key === 'merchant.earnsOn' || when.key === 'merchant.earnsEveryDay'
        ? earningDaysText(when, t)
        : t(when.key);

  return (
    <section className={css.panel} aria-labelledby="merchant-earn-title">
      <h2 id="merchant-earn-title" className={css.sectionTitle}>
        {t('merchant.earnTitle')}
      </h2>
      {earn.kind === 'signIn' && links.signInHref && <p className={css.earn}>{t('earn.visitorRate')}</p>}
      {earn.kind === 'signIn' && links.signInHref && (
        <p className={css.line}>
          <a className={button.primary} href={links.signInHref}>
            {t(earn.key)}
          </a>
        </p>
      )}
      {earn.kind === 'activate' && (
        <p className={css.line}>
          <a href={links.activateHref}>{t(earn.key)}</a>
        </p>
      )}
      {earn.kind === 'rate' && <p className={css.earn}>{t(earn.key, earn.vars)}</p>}
      {earn.kind === 'unlock' && (
        // The same modal the cards open (merchant-card's unlock-modal.ts).
        <button
          type="button"
          className={button.secondary}
          aria-haspopup="dialog"
          onClick={(event) => openUnlockModal(event.currentTarget, earn.unlock, t)}
        >
          {t(earn.unlock.key)}
        </button>
      )}
      {estimate && (
        <p className={css.line}>
          {estimate.own
            ? t('merchant.estimateOwn', { amount: estimate.amount })
            : t('merchant.estimate', { amount: estimate.amount, tier: estimate.step.name })}
        </p>
      )}
      {todayText && <p className={css.line}>{todayText}</p>}
      {bonus && <p className={css.line}>{bonus}</p>}
      {offerTag && <span className={css.tag}>{offerTag}</span>}
    </section>
  );
}
