// The Linked Cards page's add-card area (spec 001 §2, §4 "Adding cards", §9): the add-card form while
// the member is under the card limit, the limit notice at it, and the form's skeleton (its frame's
// box where the frame will be) while that is not known or the form's code is on its way (issue #25).
/// <reference types="vite/client" />
// (import.meta.env.SSR below, also where this file is type-checked without Astro's types.)
import { accountOverviewPath } from '../../../site/paths.ts';
import { lazy, Suspense } from 'react';
import type { Card, PartnerCard } from '../../../api/cards.ts';
import { copyReader, type CopyReader } from '../../../lib/element-copy.ts';
import { notice as noticeCss } from '../../../ui/notice.css.ts';
import { title as titleCss } from '../../../ui/title.css.ts';
import type { AddCardFormProps, AddCardHostProps, CardOutcome } from '../../enrollment/public.ts';
import { AddCardSkeleton } from './AddCardSkeleton.tsx';
import type { AddCardArea } from './card-limit.ts';
import type { CardsCopyKey } from './copy-keys.ts';
import * as css from './cards.css.ts';

// The form, its frame and its captcha arrive only when the form is shown, which is never at build
// time (the list is not known there). Not even a lazy import in the server build: it would split
// the shared stylesheets the form uses into a second CSS file on every page.
const AddCardForm = import.meta.env.SSR
  ? (_: AddCardFormProps) => null
  : lazy(() => import('../../enrollment/public.ts').then((module) => ({ default: module.AddCardForm })));

/** The add-card form's Cancel link (spec 001 §2) leaves for the account center's first page: the form
 *  is always open on this page, so cancelling means leaving it (docs/decisions.md). */
const cancelHref = accountOverviewPath;

interface AddCardSectionProps extends AddCardHostProps {
  t: CopyReader<CardsCopyKey>;
  area: Exclude<AddCardArea, 'none'>;
  titleId: string;
  /** The list's limit, once it is in. */
  maxCards: number | undefined;
  memberCards: readonly Card[];
  /** The partner's cards not on the member yet (null while they load; none where it loads none). */
  offered: readonly PartnerCard[] | null;
  onLinked: (outcomes: readonly CardOutcome[]) => void;
}

export function AddCardSection(props: AddCardSectionProps) {
  const { t, area, titleId, maxCards, kitCopy } = props;
  const skeleton = (
    <AddCardSkeleton
      t={copyReader(props.addCardCopy)}
      requiredLegend={kitCopy.requiredLegend}
      cardTypesAccepted={props.cardTypesAccepted}
      offered={props.offered ?? []}
    />
  );
  return (
    <section className={css.addSection} aria-labelledby={titleId}>
      <h2 id={titleId} className={`${titleCss.Md} ${css.addTitle}`}>
        {t('cards.addTitle')}
      </h2>
      {area === 'limit' && maxCards !== undefined && <p className={noticeCss}>{t('cards.limit', { max: maxCards })}</p>}
      {area === 'pending' && <div className={css.formFrame}>{skeleton}</div>}
      {area === 'form' && (
        <div className={css.formFrame}>
          <Suspense fallback={skeleton}>
            <AddCardForm
              copy={props.addCardCopy}
              kitCopy={kitCopy}
              cardTypesAccepted={props.cardTypesAccepted}
              hasPartnerLoadedCards={props.hasPartnerLoadedCards}
              frameUrl={props.frameUrl}
              memberCards={props.memberCards}
              onLinked={props.onLinked}
              cancel={{ label: t('cards.cancel'), href: cancelHref }}
              headingLevel={3}
            />
          </Suspense>
        </div>
      )}
    </section>
  );
}
