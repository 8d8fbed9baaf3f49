// The parts of Reviews & History around the list (spec 001 §2, §8): the missing-rewards banner with
// its link to the help path, and the no-results view shown when there is no activity or it could
// not be loaded (its title, tagline, a search button, and Try again after a failure).
import { searchPath } from '../../../site/paths.ts';
import type { Ref } from 'react';
import { button } from '../../../ui/button.css.ts';
import type { ActivityT } from './activity-rows.ts';
import * as css from './activity.css.ts';

export type Help = { href: string; newTab: boolean } | null;

export function MissingRewardsBanner({ help, t }: { help: Help; t: ActivityT }) {
  return (
    <p className={css.banner}>
      {t('activity.missingRewards')}
      {help && (
        <>
          {' '}
          <a href={help.href} {...(help.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
            {t('activity.reportMissing')}
            {help.newTab && <span className="visually-hidden"> ({t('shell.opensInNewTab')})</span>}
          </a>
        </>
      )}
    </p>
  );
}

interface NoResultsProps {
  /** The activity could not be loaded (else: there is none). */
  failed: boolean;
  onRetry: () => void;
  heading: Ref<HTMLHeadingElement>;
  t: ActivityT;
}

export function NoResults({ failed, onRetry, heading, t }: NoResultsProps) {
  return (
    <section className={css.noResults} aria-labelledby="activity-none-title">
      <h2 id="activity-none-title" className={css.noResultsTitle} tabIndex={-1} ref={heading}>
        {failed ? t('activity.errorTitle') : t('activity.emptyTitle')}
      </h2>
      <p>{failed ? t('activity.errorTagline') : t('activity.emptyTagline')}</p>
      <div className={css.actions}>
        {failed && (
          <button type="button" className={button.primary} onClick={onRetry}>
            {t('activity.retry')}
          </button>
        )}
        <a className={failed ? button.secondary : button.primary} href={searchPath}>
          {t('activity.emptyButton')}
        </a>
      </div>
    </section>
  );
}
