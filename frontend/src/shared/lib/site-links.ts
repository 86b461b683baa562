import { useSiteConfigGetQuery } from '../api/generated/site-config';

/** A link to another site: the corporate offer then opens in a new tab (spec part 1 §2). */
export const isExternalUrl = (url: string) => /^https?:\/\//i.test(url);

/**
 * Where the corporate-training offer leads: the operator's setting (`CORPORATE_TRAINING_URL`,
 * served by `GET /api/site-config`), the company's site or a page of this one. `undefined` until
 * the setting has arrived.
 */
export function useCorporateTrainingLink(): { url: string; external: boolean } | undefined {
  const { data } = useSiteConfigGetQuery();
  if (!data) return undefined;
  return { url: data.corporateTrainingUrl, external: isExternalUrl(data.corporateTrainingUrl) };
}

/** The links only the operator knows (`BOOK_STORE_URL`, `INTERVIEW_VIDEO_URL`, `AUTHOR_QA_FORM_URL`): `null` when not set. */
export function useOperatorLinks(): { bookStoreUrl: string | null; interviewVideoUrl: string | null; authorQaFormUrl: string | null } {
  const { data } = useSiteConfigGetQuery();
  return {
    bookStoreUrl: data?.bookStoreUrl ?? null,
    interviewVideoUrl: data?.interviewVideoUrl ?? null,
    authorQaFormUrl: data?.authorQaFormUrl ?? null,
  };
}
