// The activation link (/activate?public_id=…; spec 000 §4 "Activation", spec 001 §8): a spinner
// while the known member is looked up (the static HTML), then either a redirect with its reason, the
// not-found message, or the activation page for a non-activated member: the CMS tier_1_activation
// text and one button, disabled while the request runs, leading to /activate/activated. A failed
// activation says so with the partner's support phone.
// The look-up is the shell's known-visitor store (stores/known.ts, one per page): the island reads it
// and draws what its outcome says.
import { activatedPath } from '../../../site/paths.ts';
import { useStore } from '@nanostores/react';
import { useEffect, useId, useMemo } from 'react';
import { useActivation } from '../../../api/hooks/enrollment.ts';
import type { KnownMember } from '../../../api/contract/member.ts';
import { copyReader, type CopyReader } from '../../../lib/element-copy.ts';
import { navigate } from '../../../lib/navigate.ts';
import { $known, loadKnown } from '../../../stores/known.ts';
import { button } from '../../../ui/button.css.ts';
import { ErrorBanner } from '../../../ui/form/ErrorBanner.tsx';
import { useHydrated } from '../../../ui/form/use-hydrated.ts';
import { Spinner } from '../../../ui/Spinner.tsx';
import type { ActivateCopyKey } from '../copy-keys.ts';
import { replacePage } from '../../../lib/navigate.ts';
import * as css from '../enrollment.css.ts';
import { activationOutcome, publicIdOf } from './activation-outcome.ts';

export interface ActivationPageContent {
  title: string;
  /** Sanitized HTML, rendered at build time (the CMS entry's rich text). */
  bodyHtml: string;
  buttonText: string;
  image: { src: string; alt: string } | null;
}

export interface ActivateIslandProps {
  /** `activate.supportPhone` keeps its `{phone}` placeholder: the island puts the tel: link there. */
  copy: Record<ActivateCopyKey, string>;
  content: ActivationPageContent;
  supportPhone: { href: string; formatted: string };
}

export default function ActivateIsland({ copy, content, supportPhone }: ActivateIslandProps) {
  const t = useMemo(() => copyReader(copy), [copy]);
  const known = useStore($known);
  // The static HTML and the hydration draw the spinner; the address is read in the browser only.
  const hydrated = useHydrated();
  const publicId = hydrated ? publicIdOf(location.search) : null;
  // Without a public id the outcome is known at once (rfr 0); with one, once the look-up settles.
  const settled = hydrated && (publicId === null || known.status === 'ready' || known.status === 'error');
  const outcome = settled ? activationOutcome(publicId, known) : null;
  const redirectTo = outcome?.kind === 'redirect' ? outcome.to : null;

  useEffect(() => {
    if (publicId) void loadKnown(publicId);
  }, [publicId]);

  useEffect(() => {
    if (redirectTo) replacePage(redirectTo);
  }, [redirectTo]);

  if (!outcome || outcome.kind === 'redirect' || !publicId) return <Spinner size={40} message={t('activate.loading')} />;
  if (outcome.kind === 'notFound') {
    return (
      <div className={css.panel}>
        <h2 className={css.panelTitle}>{t('page.not-found.title')}</h2>
        <p>{t('page.not-found.intro')}</p>
        <a className={button.secondary} href="/">
          {t('links.home')}
        </a>
      </div>
    );
  }
  return <ActivationPanel t={t} content={content} supportPhone={supportPhone} publicId={publicId} member={outcome.member} />;
}

interface ActivationPanelProps {
  t: CopyReader<ActivateCopyKey>;
  content: ActivationPageContent;
  supportPhone: { href: string; formatted: string };
  publicId: string;
  member: KnownMember;
}

function ActivationPanel({ t, content, supportPhone, publicId, member }: ActivationPanelProps) {
  const activation = useActivation(() => navigate(activatedPath));
  // Busy until the activated page replaces this one.
  const busy = activation.isMutating || activation.data === true;
  const failed = activation.error !== undefined && !activation.isMutating;
  const titleId = useId();
  const [beforePhone = '', afterPhone = ''] = t('activate.supportPhone').split('{phone}');
  const activate = () => activation.trigger(publicId);

  return (
    <section className={css.panel} aria-labelledby={titleId}>
      {content.image && <img className={css.panelImage} src={content.image.src} alt={content.image.alt} />}
      <h2 id={titleId} className={css.panelTitle}>
        {content.title}
      </h2>
      {member.firstName && <p>{t('activate.greeting', { firstName: member.firstName })}</p>}
      <div dangerouslySetInnerHTML={{ __html: content.bodyHtml }} />
      <div role="alert" className={css.status}>
        {failed && (
          <>
            <ErrorBanner type="error" messages={[t('activate.error')]} live={false} />
            <p>
              {beforePhone}
              <a href={supportPhone.href}>{supportPhone.formatted}</a>
              {afterPhone}
            </p>
          </>
        )}
      </div>
      <button type="button" className={button.primary} disabled={busy} aria-busy={busy || undefined} onClick={() => void activate()}>
        {busy && <Spinner size={20} />}
        {content.buttonText}
      </button>
    </section>
  );
}
