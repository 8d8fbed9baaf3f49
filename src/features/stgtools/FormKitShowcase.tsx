// The /stgtools island: every state of the form kit on one page, for people and for axe (e2e).
// Empty forms with the required legend and markers, a hint, errors on blur and on submit, a slow
// submit whose server answer puts errors on fields (JoinShowcaseForm.tsx), one that fails with no
// field at fault (SearchShowcaseForm.tsx), the three banner types and the spinner at every size.
import { spinnerSizes } from '../../theme/layout.ts';
import { ErrorBanner } from '../../ui/form/ErrorBanner.tsx';
import type { FormKitCopy } from '../../ui/form/form-kit-copy.ts';
import { Spinner } from '../../ui/Spinner.tsx';
import { JoinShowcaseForm } from './JoinShowcaseForm.tsx';
import { SearchShowcaseForm } from './SearchShowcaseForm.tsx';
import type { ShowcaseText } from './showcase-text.ts';
import * as css from './stgtools.css.ts';

export interface FormKitShowcaseProps {
  copy: FormKitCopy;
  text: ShowcaseText;
}

export default function FormKitShowcase({ copy, text }: FormKitShowcaseProps) {
  return (
    <div className={css.showcase}>
      <JoinShowcaseForm copy={copy} text={text} />
      <SearchShowcaseForm copy={copy} text={text} />

      <section className={css.section} aria-labelledby="formkit-banners">
        <h2 id="formkit-banners">{text.bannersHeading}</h2>
        <ErrorBanner type="error" title={copy.errorBannerTitle} messages={text.errorBanner} headingLevel={3} />
        <ErrorBanner type="success" messages={text.successBanner} />
        <ErrorBanner type="warning" messages={text.warningBanner} />
      </section>

      <section className={css.section} aria-labelledby="formkit-spinners">
        <h2 id="formkit-spinners">{text.spinnersHeading}</h2>
        <ul className={css.spinners}>
          {spinnerSizes.map((size) => (
            <li key={size} className={css.spinnerItem}>
              <Spinner size={size} message={copy.loading} hideMessage />
              <span>{`${size} px`}</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
