import type { FormEvent } from 'react';
import { apiServerMessage } from '../../../shared/api/api-error';
import { useCompanionContactMutation } from '../../../shared/api/generated/companion';
import { inquiry, type InquiryType } from '../../../shared/content/companion';
import { showToast } from '../../../shared/ui/site/toast';
import { useValidatedForm } from '../hooks/use-validated-form';
import { refusalText } from '../lib/refusal-text';
import { emptyInquiry, validateInquiry, type InquiryField } from '../lib/inquiry-form';
import { FormField } from './FormField';

const textFields: { name: Exclude<InquiryField, 'inquiryType' | 'message'>; type: 'text' | 'email' | 'tel'; autoComplete: string; required: boolean }[] = [
  { name: 'companyName', type: 'text', autoComplete: 'organization', required: true },
  { name: 'contactPerson', type: 'text', autoComplete: 'name', required: true },
  { name: 'email', type: 'email', autoComplete: 'email', required: true },
  { name: 'phone', type: 'tel', autoComplete: 'tel', required: false },
];

/** The server's reason, the network failure, or the generic text (spec part 1 §8). */
const failureTexts = { network: inquiry.networkError, fallback: inquiry.errorFallback };

/**
 * The inquiry form (spec part 1 §4): idle, sending (button disabled, '送信中...'), then cleared
 * with a thank-you toast carrying the server's message, or an error toast with the form kept.
 */
export function InquiryForm() {
  const form = useValidatedForm(emptyInquiry, validateInquiry);
  const [send, { isLoading }] = useCompanionContactMutation();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = form.check();
    if (!('values' in checked)) {
      event.currentTarget.querySelector<HTMLElement>(`[name="${checked.firstInvalid}"]`)?.focus();
      return;
    }
    const { values } = checked;
    let answer;
    try {
      answer = await send({
        contactRequest: {
          companyName: values.companyName.trim(),
          contactPerson: values.contactPerson.trim(),
          email: values.email.trim(),
          phone: values.phone.trim(),
          inquiryType: values.inquiryType as InquiryType,
          message: values.message.trim(),
        },
      }).unwrap();
    } catch (error) {
      showToast({ kind: 'error', title: inquiry.errorTitle, description: refusalText(error, failureTexts) });
      return;
    }
    if (!answer?.success) {
      showToast({ kind: 'error', title: inquiry.errorTitle, description: apiServerMessage(answer) ?? inquiry.errorFallback });
      return;
    }
    form.reset();
    showToast({ kind: 'success', title: inquiry.successTitle, description: apiServerMessage(answer) ?? inquiry.successFallback });
  }

  return (
    <form className="site-form inquiry-form" noValidate onSubmit={submit} aria-label={inquiry.title}>
      <div className="inquiry-form__grid">
        {textFields.map((field) => (
          <FormField key={field.name} label={inquiry.fields[field.name]} required={field.required} error={form.errors[field.name]}>
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
      </div>
      <FormField label={inquiry.fields.inquiryType} required error={form.errors.inquiryType}>
        {(props) => (
          <select {...props} name="inquiryType" value={form.values.inquiryType} onChange={(event) => form.setField('inquiryType', event.target.value)}>
            <option value="" disabled>
              {inquiry.typePlaceholder}
            </option>
            {Object.entries(inquiry.types).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label={inquiry.fields.message} required error={form.errors.message}>
        {(props) => <textarea {...props} name="message" rows={6} value={form.values.message} onChange={(event) => form.setField('message', event.target.value)} />}
      </FormField>
      <div>
        <button type="submit" className="site-button site-button--primary site-button--large" disabled={isLoading}>
          {isLoading && <span className="site-button__spinner" aria-hidden="true" />}
          {isLoading ? inquiry.submitting : inquiry.submit}
        </button>
      </div>
    </form>
  );
}
