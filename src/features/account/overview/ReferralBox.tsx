// The referral link box (spec 001 §2, §3 "Referral config", §8 "Referral copy", §9 utm): the CMS
// title and description, the member's link to /join with the referrer and the utm parameters, and
// a copy button. A copy is announced politely; where the clipboard is unavailable or refuses, the
// link is selected in its field (and copied the old way if the browser still can) and the message
// says how to copy it.
import { useId, useRef } from 'react';
import type { CopyReader } from '../../../lib/element-copy.ts';
import { button } from '../../../ui/button.css.ts';
import { control } from '../../../ui/form/form.css.ts';
import { useAnnouncement } from '../../../ui/form/LiveRegion.tsx';
import type { OverviewCopyKey } from './copy-keys.ts';
import { referralUrl } from './referral-link.ts';
import * as css from './overview.css.ts';

export interface ReferralContent {
  title: string;
  description: string;
}

interface ReferralBoxProps {
  t: CopyReader<OverviewCopyKey>;
  content: ReferralContent;
  /** null in the static frame: the link waits for the member. */
  publicId: string | null;
}

async function writeClipboard(text: string): Promise<boolean> {
  try {
    if (typeof navigator.clipboard?.writeText !== 'function') return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

function legacyCopy(): boolean {
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  }
}

export function ReferralBox({ t, content, publicId }: ReferralBoxProps) {
  const titleId = useId();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [message, announce] = useAnnouncement();
  const url = publicId === null ? '' : referralUrl(location.origin, publicId);

  const copy = async () => {
    if (!url) return;
    if (await writeClipboard(url)) {
      announce(t('account.referral.copied'));
      return;
    }
    const field = input.current;
    field?.focus();
    field?.select();
    field?.setSelectionRange(0, url.length);
    announce(legacyCopy() ? t('account.referral.copied') : t('overview.referral.selected'));
  };

  return (
    <section className={css.referral} aria-labelledby={titleId}>
      <h2 id={titleId} className={css.sectionTitle}>
        {content.title}
      </h2>
      {content.description && <p className={css.text}>{content.description}</p>}
      <label className={css.fieldLabel} htmlFor={inputId}>
        {t('overview.referral.label')}
      </label>
      <div className={css.linkRow}>
        <input
          ref={input}
          id={inputId}
          className={`${control} ${css.linkInput}`}
          type="text"
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
        />
        <button type="button" className={button.secondary} disabled={!url} onClick={() => void copy()}>
          {t('account.referral.copy')}
        </button>
      </div>
      <p className={css.message} role="status" aria-atomic="true">
        {message}
      </p>
    </section>
  );
}
