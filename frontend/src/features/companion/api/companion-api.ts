import { baseApi } from '../../../shared/api/base-api';
import type { InquiryType } from '../../../shared/content/companion';

/**
 * The public site's two writes (spec part 1 §7), through the one base query (cookie, CSRF header,
 * error shape). Written by hand until the server's OpenAPI document has them; the generated client
 * then replaces this file (docs/modules/companion-site.md).
 */
export interface DownloadRegistrant {
  name: string;
  companyName: string;
  email: string;
  /** The worksheet id, or `pivot-all` for the whole set. */
  fileType: string;
}

export interface Inquiry {
  companyName: string;
  contactPerson: string;
  email: string;
  phone: string;
  inquiryType: InquiryType;
  message: string;
}

export interface InquiryAnswer {
  success: boolean;
  message: string;
}

export const companionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    registerDownloadRegistrant: build.mutation<unknown, DownloadRegistrant>({
      query: (body) => ({ url: '/api/download-registrant', method: 'POST', body }),
    }),
    sendContactInquiry: build.mutation<InquiryAnswer, Inquiry>({
      query: (body) => ({ url: '/api/contact', method: 'POST', body }),
    }),
  }),
});

export const { useRegisterDownloadRegistrantMutation, useSendContactInquiryMutation } = companionApi;
