import { useId, type ReactElement } from 'react';
import { downloadGate } from '../../../shared/content/companion';

interface ControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
}

/**
 * A labelled field with its message under it, tied to the control (aria-describedby) so a screen
 * reader reads the message with the field. `children` draws the control with the props given.
 */
export function FormField({
  label,
  required = false,
  error,
  children,
}: {
  label: string;
  required?: boolean;
  error?: string;
  children: (props: ControlProps) => ReactElement;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="site-field">
      <div>
        <label className="site-field__label" htmlFor={id}>
          {label}
        </label>
        {/* Outside the label, so the field's name stays its label; aria-required says it to a screen reader. */}
        {required && (
          <span className="site-field__required" aria-hidden="true">
            {downloadGate.required}
          </span>
        )}
      </div>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': error ? errorId : undefined, 'aria-required': required || undefined })}
      {error && (
        <p className="site-field__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
