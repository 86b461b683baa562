// The same check as the DTOs' @IsEmail, so the edge and the decider agree on what an address is.
import { isEmail } from 'class-validator';
import { CompanionValidationError } from './companion.errors.js';
import { LIMITS, tooLong } from './companion.messages.js';

/** Text that must hold something once trimmed; answers it trimmed. */
export function requiredText(value: string, field: string, message: string, max: number, label: string): string {
  const trimmed = value.trim();
  if (!trimmed) throw new CompanionValidationError('REQUIRED', field, message);
  if (trimmed.length > max) throw new CompanionValidationError('TOO_LONG', field, tooLong(label, max));
  return trimmed;
}

/** An e-mail address as kept: NFKC, trimmed, lower case; refused when it is not one. */
export function emailAddress(value: string, message: string): string {
  const email = value.normalize('NFKC').trim().toLowerCase();
  if (email.length > LIMITS.email || !isEmail(email)) throw new CompanionValidationError('INVALID_EMAIL', 'email', message);
  return email;
}
