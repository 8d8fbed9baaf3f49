// Recovery, step 2 (/recover/confirm; docs/api.md POST /api/Members/Recover/Confirm): the code from
// the email, for the identifier step 1 stored. A right code answers the recovery token that step 3
// needs; a wrong one lands on the field. The page script sends a visitor without step 1 back to
// /recover before this runs (recovery-flow.ts); the submit checks again, as storage can go meanwhile.
import { useEffect, useMemo, useState } from 'react';
import { confirmRecovery } from '../../api/recovery.ts';
import { fillCopy } from '../../lib/element-copy.ts';
import { navigate } from '../../lib/navigate.ts';
import { Field } from '../../ui/form/Field.tsx';
import { Form } from '../../ui/form/Form.tsx';
import type { FormKitCopy } from '../../ui/form/form-kit-copy.ts';
import { RequiredLegend } from '../../ui/form/RequiredLegend.tsx';
import { SubmitButton } from '../../ui/form/SubmitButton.tsx';
import { useRefusal } from './AuthAlert.tsx';
import { recoverConfirmRules, type RecoverConfirmValues } from './auth-rules.ts';
import type { RecoverConfirmCopyKey } from './copy-keys.ts';
import { guardRecoveryStep, keepRecoveryToken, readRecoveryFlow } from './recovery-flow.ts';
import { throttleText } from './throttle-text.ts';
import * as css from './auth.css.ts';

export interface RecoverConfirmIslandProps {
  copy: Record<RecoverConfirmCopyKey, string>;
  kit: FormKitCopy;
  links: { next: string; newCode: string };
}

const defaults: RecoverConfirmValues = { code: '' };

export default function RecoverConfirmIsland({ copy, kit, links }: RecoverConfirmIslandProps) {
  const rules = useMemo(() => recoverConfirmRules(kit), [kit]);
  const [identifier, setIdentifier] = useState<string>();
  const { alert: refusal, refuse, clear: clearRefusal } = useRefusal();

  // Storage is read in the browser only, after hydration: the static HTML says the same without it.
  useEffect(() => setIdentifier(readRecoveryFlow()?.identifier), []);

  const onSubmit = async ({ code }: RecoverConfirmValues) => {
    clearRefusal();
    const flow = guardRecoveryStep('confirm');
    if (!flow) return undefined;
    try {
      const { recoveryToken } = await confirmRecovery({ emailOrPartnerNumber: flow.identifier, code });
      keepRecoveryToken(recoveryToken);
    } catch (error) {
      const text = throttleText(error, copy);
      if (text === undefined) throw error; // a wrong code lands on its field (the kit places errors.code)
      refuse([{ text }]);
      return undefined;
    }
    navigate(links.next);
    return undefined;
  };

  return (
    <div className={css.island}>
      <p className={css.line}>{identifier ? fillCopy(copy['recover.confirm.body'], { identifier }) : copy['recover.confirm.bodyAny']}</p>
      <Form rules={rules} defaultValues={defaults} copy={kit} onSubmit={onSubmit}>
        {refusal}
        <RequiredLegend />
        <Field
          name="code"
          label={copy['recover.confirm.code']}
          hint={copy['recover.confirm.codeHint']}
          required
          autoComplete="one-time-code"
          inputMode="numeric"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="go"
        />
        <div>
          <SubmitButton>{copy['recover.confirm.submit']}</SubmitButton>
        </div>
      </Form>
      <p className={css.aside}>
        <a href={links.newCode}>{copy['recover.confirm.newCode']}</a>
      </p>
    </div>
  );
}
