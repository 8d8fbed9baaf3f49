// The rows of one page of activity (spec 001 §2, §3): each leads with one short status word and its
// reason beside it (issue #25; the §4 labels move into the reason; dimmed per §4), then a transaction
// names its merchant (a link to /merchants/{merchantId} while the merchant is active), date, card,
// dine amount and its amount (earned, pending, or struck out when not earned: issue #22), says why
// it is not earned yet and what happens next, offers "Report a missing reward" once it may be (§9)
// or says it was reported, and offers the review link when the rule allows (§5). A statement credit
// names where it was paid, its payout status and amount. A status the product does not know (a
// newer backend's) shows no word and the bare amount, and a credit without a date shows none.
import type { ActivityRow, ActivityT, AmountLine, CreditRow, TransactionRow } from './activity-rows.ts';
import { MissingRewardClaim } from './MissingRewardClaim.tsx';
import { Claimed, StatusLine } from './RowStatus.tsx';
import * as css from './activity.css.ts';

export interface RowLinks {
  /** The review link of a transaction. */
  review: (row: TransactionRow) => string;
}

/** Missing-reward claims: what the row does once one is sent, and the row that was just sent. */
export interface RowClaims {
  onSent: (transactionId: string, claimedAt: string) => void;
  /** The transaction whose claim was just sent: its row's "reported" line takes focus. */
  justSent: string | null;
}

function NewTabNote({ t }: { t: ActivityT }) {
  return <span className="visually-hidden"> ({t('shell.opensInNewTab')})</span>;
}

function Amount({ line }: { line: AmountLine }) {
  if (!line.struck) return <p className={css.amount}>{line.text}</p>;
  return (
    <p className={css.amount}>
      <span className="visually-hidden">{line.note} </span>
      <s>{line.value}</s>
    </p>
  );
}

interface TransactionItemProps {
  row: TransactionRow;
  links: RowLinks;
  claims: RowClaims;
  t: ActivityT;
}

function TransactionItem({ row, links, claims, t }: TransactionItemProps) {
  const { entry } = row;
  return (
    <li className={row.dimmed ? `${css.row} ${css.dimmed}` : css.row} data-status={entry.awardStatus}>
      <StatusLine word={row.word} reason={row.reason} />
      <div>
        <h3 className={css.rowTitle}>
          {entry.activeMerchant && entry.merchantId !== null ? (
            <a href={`/merchants/${encodeURIComponent(entry.merchantId)}`}>{entry.merchantName}</a>
          ) : (
            entry.merchantName
          )}
        </h3>
        <p className={css.meta}>
          <time dateTime={entry.transactionCreatedAt}>{row.date}</time>
          {entry.cardLastFour && <> · {t('activity.card', { lastFour: entry.cardLastFour })}</>} ·{' '}
          {t('activity.dineAmount', { amount: row.dineAmount })}
        </p>
      </div>
      <div className={css.side}>
        <Amount line={row.amount} />
      </div>
      {row.guidance && <p className={css.full}>{row.guidance}</p>}
      {row.claimedAt ? (
        <Claimed at={row.claimedAt} focus={claims.justSent === entry.id} t={t} />
      ) : (
        row.report && <MissingRewardClaim row={row} t={t} onSent={claims.onSent} />
      )}
      {row.reviewLink && (
        <p className={css.full}>
          <a href={links.review(row)} target="_blank" rel="noopener noreferrer">
            {t('activity.writeReview')}
            <span className="visually-hidden"> {t('activity.reviewContext', { merchant: entry.merchantName, date: row.date })}</span>
            <NewTabNote t={t} />
          </a>
        </p>
      )}
    </li>
  );
}

function CreditItem({ row, t }: { row: CreditRow; t: ActivityT }) {
  const { entry } = row;
  return (
    <li className={css.row} data-status={entry.status}>
      <StatusLine word={row.word} reason={row.reason} />
      <div>
        <h3 className={css.rowTitle}>{t('activity.credit.title')}</h3>
        <p className={css.meta}>
          {entry.date && <time dateTime={entry.date}>{row.date}</time>}
          {entry.date && entry.targetLabel && ' · '}
          {entry.targetLabel}
        </p>
      </div>
      <div className={css.side}>
        <Amount line={row.amount} />
      </div>
      {row.guidance && <p className={css.full}>{row.guidance}</p>}
    </li>
  );
}

interface ActivityListProps {
  rows: readonly ActivityRow[];
  links: RowLinks;
  claims: RowClaims;
  t: ActivityT;
  busy: boolean;
}

export function ActivityList({ rows, links, claims, t, busy }: ActivityListProps) {
  return (
    <ul className={busy ? `${css.list} ${css.busy}` : css.list} aria-labelledby="activity-list-title">
      {rows.map((row) =>
        row.kind === 'transaction' ? (
          <TransactionItem key={`t${row.entry.id}`} row={row} links={links} claims={claims} t={t} />
        ) : (
          <CreditItem key={`c${row.entry.id}`} row={row} t={t} />
        ),
      )}
    </ul>
  );
}

/** The loading frame: one placeholder per row of a full page, the size of a real row. */
export function ActivityPlaceholder({ count }: { count: number }) {
  return (
    <ul className={css.list} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className={css.placeholder} />
      ))}
    </ul>
  );
}
