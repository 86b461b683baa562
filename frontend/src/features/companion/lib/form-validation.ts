/** A form's messages by field; a field with no message is valid. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** What a browser's `type=email` accepts, close enough: something@domain.tld, no spaces. */
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return emailPattern.test(value.trim());
}

export function isBlank(value: string): boolean {
  return value.trim() === '';
}

export function hasErrors<Field extends string>(errors: FieldErrors<Field>): boolean {
  return Object.values(errors).some(Boolean);
}
