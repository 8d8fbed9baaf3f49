// The search form's location ("City, state or ZIP code"), with the spec's message when the location
// is not one, or when the backend refused it. "Use current location" sits beside its label, where
// it belongs and takes no row of its own (issue #24: the results start higher).
import type { ReactNode, Ref } from 'react';
import { locationMaxLength } from '../../api/contract/location.ts';
import type { CopyReader } from '../../lib/element-copy.ts';
import * as formCss from '../../ui/form/form.css.ts';
import type { SearchCopyKey } from './search-copy-keys.ts';
import * as css from './search.css.ts';

export interface LocationFieldProps {
  ref: Ref<HTMLInputElement>;
  /** The form's id, prefixing the field's. */
  formId: string;
  value: string;
  showError: boolean;
  t: CopyReader<SearchCopyKey>;
  onType: (text: string) => void;
  /** Beside the label: "Use current location". */
  action: ReactNode;
}

export function LocationField({ ref, formId, value, showError, t, onType, action }: LocationFieldProps) {
  const errorId = `${formId}-location-error`;
  return (
    <div className={css.field}>
      <div className={css.labelRow}>
        <label className={formCss.label} htmlFor={`${formId}-location`}>
          {t('search.locationLabel')}
        </label>
        {action}
      </div>
      <input
        ref={ref}
        id={`${formId}-location`}
        className={formCss.control}
        name="location"
        type="text"
        autoComplete="address-level2"
        placeholder={t('search.locationPlaceholder')}
        maxLength={locationMaxLength}
        value={value}
        onChange={(event) => onType(event.target.value)}
        aria-invalid={showError || undefined}
        aria-describedby={showError ? errorId : undefined}
      />
      {showError && (
        <p id={errorId} className={css.fieldError}>
          {t('validation.searchLocation')}
        </p>
      )}
    </div>
  );
}
