import { useState } from 'react';
import { hasErrors, type FieldErrors } from '../lib/form-validation';

/**
 * A form validated on submit, then on every change (spec part 1 §5): no message shows while a
 * visitor types into a fresh form; after the first submit each change checks again.
 */
export function useValidatedForm<Values extends { [Field in keyof Values]: string }>(initial: Values, validate: (values: Values) => FieldErrors<keyof Values & string>) {
  const [values, setValues] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<keyof Values & string>>({});

  function setField(field: keyof Values & string, value: string): void {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) setErrors(validate(next));
  }

  /**
   * Validates everything and shows the messages; answers the values when valid, else the name of
   * the first invalid field (in the form's order) to move the focus to.
   */
  function check(): { values: Values } | { firstInvalid: keyof Values & string } {
    const found = validate(values);
    setSubmitted(true);
    setErrors(found);
    if (!hasErrors(found)) return { values };
    return { firstInvalid: Object.keys(found).find((field) => found[field as keyof Values & string]) as keyof Values & string };
  }

  function reset(): void {
    setValues(initial);
    setSubmitted(false);
    setErrors({});
  }

  return { values, errors, setField, check, reset };
}
