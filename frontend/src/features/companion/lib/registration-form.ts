import { downloadGate } from '../../../shared/content/companion';
import { isBlank, isEmail, type FieldErrors } from './form-validation';

/** The download gate's form (spec part 1 §3): `emailConfirm` is only checked, never sent. */
export interface RegistrationValues {
  name: string;
  companyName: string;
  email: string;
  emailConfirm: string;
}

export type RegistrationField = keyof RegistrationValues;

export const emptyRegistration: RegistrationValues = { name: '', companyName: '', email: '', emailConfirm: '' };

/** The rules and messages of spec part 1 §5. */
export function validateRegistration(values: RegistrationValues): FieldErrors<RegistrationField> {
  const { errors: text } = downloadGate;
  const errors: FieldErrors<RegistrationField> = {};
  if (isBlank(values.name)) errors.name = text.name;
  if (isBlank(values.companyName)) errors.companyName = text.companyName;
  if (!isEmail(values.email)) errors.email = text.email;
  if (!isEmail(values.emailConfirm)) errors.emailConfirm = text.email;
  else if (values.emailConfirm.trim() !== values.email.trim()) errors.emailConfirm = text.emailMismatch;
  return errors;
}
