import { inquiry, type InquiryType } from '../../../shared/content/companion';
import { isBlank, isEmail, type FieldErrors } from './form-validation';

export interface InquiryValues {
  companyName: string;
  contactPerson: string;
  email: string;
  phone: string;
  /** '' until one is chosen. */
  inquiryType: InquiryType | '';
  message: string;
}

export type InquiryField = keyof InquiryValues;

export const emptyInquiry: InquiryValues = { companyName: '', contactPerson: '', email: '', phone: '', inquiryType: '', message: '' };

/** Spec part 1 §5: everything but the phone number is required, the e-mail well-formed. */
export function validateInquiry(values: InquiryValues): FieldErrors<InquiryField> {
  const { errors: text } = inquiry;
  const errors: FieldErrors<InquiryField> = {};
  if (isBlank(values.companyName)) errors.companyName = text.companyName;
  if (isBlank(values.contactPerson)) errors.contactPerson = text.contactPerson;
  if (!isEmail(values.email)) errors.email = text.email;
  if (values.inquiryType === '') errors.inquiryType = text.inquiryType;
  if (isBlank(values.message)) errors.message = text.message;
  return errors;
}
