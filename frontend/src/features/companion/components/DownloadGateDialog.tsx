import { useEffect, useRef, type FormEvent } from 'react';
import { useCompanionRegisterMutation, type RegisterDownloadRequest } from '../../../shared/api/generated/companion';
import { downloadGate } from '../../../shared/content/companion';
import { messages } from '../../../locales/ja-JP/messages';
import { showToast } from '../../../shared/ui/site/toast';
import type { DownloadTarget } from '../hooks/use-download-gate';
import { useValidatedForm } from '../hooks/use-validated-form';
import { refusalText } from '../lib/refusal-text';
import { emptyRegistration, validateRegistration, type RegistrationField, type RegistrationValues } from '../lib/registration-form';
import { FormField } from './FormField';

const fields: { name: RegistrationField; type: 'text' | 'email'; autoComplete: string }[] = [
  { name: 'name', type: 'text', autoComplete: 'name' },
  { name: 'companyName', type: 'text', autoComplete: 'organization' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'emailConfirm', type: 'email', autoComplete: 'off' },
];

/** The server's message, the network's, or '登録に失敗しました' (spec part 1 §8). */
const failureTexts = { network: messages.common.networkError, fallback: downloadGate.errorFallback };

/**
 * The registration dialog of the download gate (spec part 1 §4, §5): a native modal `<dialog>`
 * (focus kept inside, Escape closes), at most 500 px wide.
 */
export function DownloadGateDialog({
  target,
  onCancel,
  onRegistered,
}: {
  target: DownloadTarget;
  onCancel: () => void;
  onRegistered: (target: DownloadTarget, values: RegistrationValues) => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const form = useValidatedForm(emptyRegistration, validateRegistration);
  const [register, { isLoading }] = useCompanionRegisterMutation();

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = form.check();
    if (!('values' in checked)) {
      dialog.current?.querySelector<HTMLElement>(`[name="${checked.firstInvalid}"]`)?.focus();
      return;
    }
    const { values } = checked;
    try {
      const fileType = target.fileType as RegisterDownloadRequest['fileType'];
      await register({ registerDownloadRequest: { name: values.name.trim(), companyName: values.companyName.trim(), email: values.email.trim(), fileType } }).unwrap();
    } catch (error) {
      showToast({ kind: 'error', title: downloadGate.errorTitle, description: refusalText(error, failureTexts) });
      return;
    }
    showToast({ kind: 'success', title: downloadGate.successTitle, description: downloadGate.successText });
    form.reset();
    onRegistered(target, values);
  }

  return (
    <dialog
      ref={dialog}
      className="gate-dialog"
      aria-labelledby="gate-title"
      aria-describedby="gate-lead"
      onCancel={(event) => {
        event.preventDefault();
        if (!isLoading) onCancel();
      }}
    >
      <div className="gate-dialog__header">
        <h2 id="gate-title" className="gate-dialog__title">
          {target.title || downloadGate.defaultTitle}
        </h2>
        <button type="button" className="gate-dialog__close" aria-label={downloadGate.close} onClick={onCancel} disabled={isLoading}>
          ×
        </button>
      </div>
      <p id="gate-lead" className="gate-dialog__lead">
        {downloadGate.lead}
      </p>
      <form className="site-form" noValidate onSubmit={submit}>
        {fields.map((field) => (
          <FormField key={field.name} label={downloadGate.fields[field.name]} required error={form.errors[field.name]}>
            {(props) => (
              <input
                {...props}
                name={field.name}
                type={field.type}
                autoComplete={field.autoComplete}
                value={form.values[field.name]}
                onChange={(event) => form.setField(field.name, event.target.value)}
              />
            )}
          </FormField>
        ))}
        <button type="submit" className="site-button site-button--primary site-button--large" disabled={isLoading}>
          {isLoading && <span className="site-button__spinner" aria-hidden="true" />}
          {isLoading ? downloadGate.submitting : downloadGate.submit}
        </button>
      </form>
    </dialog>
  );
}
