import { baseApi as api } from "../base-api";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    mailAdminOutbox: build.query<
      MailAdminOutboxApiResponse,
      MailAdminOutboxApiArg
    >({
      query: () => ({ url: `/api/admin/mail/outbox` }),
    }),
    mailAdminRetry: build.mutation<
      MailAdminRetryApiResponse,
      MailAdminRetryApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/mail/outbox/${queryArg.id}/retry`,
        method: "POST",
      }),
    }),
    mailAdminMailbox: build.query<
      MailAdminMailboxApiResponse,
      MailAdminMailboxApiArg
    >({
      query: () => ({ url: `/api/admin/mail/dev-mailbox` }),
    }),
    mailAdminMail: build.query<MailAdminMailApiResponse, MailAdminMailApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/mail/dev-mailbox/${queryArg.id}`,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as api };
export type MailAdminOutboxApiResponse =
  /** status 200  */ MailOutboxOverviewDto;
export type MailAdminOutboxApiArg = void;
export type MailAdminRetryApiResponse = unknown;
export type MailAdminRetryApiArg = {
  id: string;
};
export type MailAdminMailboxApiResponse =
  /** status 200  */ CapturedMailSummaryDto[];
export type MailAdminMailboxApiArg = void;
export type MailAdminMailApiResponse = /** status 200  */ CapturedMailDto;
export type MailAdminMailApiArg = {
  id: string;
};
export type OutboxCountsDto = {
  pending: number;
  sending: number;
  sent: number;
  /** Not sent: the person stopped this kind */
  opted_out: number;
  /** Not sent, or emptied after sending: the person was forgotten */
  forgotten: number;
};
export type OutboxMailDto = {
  id: string;
  kind: string;
  /** null once the person is forgotten */
  to: string | null;
  subject: string;
  status: "pending" | "sending" | "sent" | "opted_out" | "forgotten";
  attempts: number;
  lastError: string | null;
  /** The SMTP server’s answer when it accepted the mail */
  smtpResponse: string | null;
  nextAttemptAt: string;
  createdAt: string;
  sentAt: string | null;
};
export type MailOutboxOverviewDto = {
  /** smtp: SMTP_URL; development: the embedded server (the development mailbox) */
  transport: "smtp" | "development";
  counts: OutboxCountsDto;
  /** Waiting mails whose last try failed */
  failing: number;
  oldestPendingAt: string | null;
  /** Failing mails first, then the latest */
  mails: OutboxMailDto[];
};
export type ApiErrorDto = {
  statusCode: number;
  message: string | string[];
  error: string;
};
export type CapturedMailSummaryDto = {
  id: string;
  receivedAt: string;
  from: string;
  to: string[];
  subject: string;
};
export type MailHeaderDto = {
  name: string;
  value: string;
};
export type CapturedMailDto = {
  id: string;
  receivedAt: string;
  from: string;
  to: string[];
  subject: string;
  messageId: string | null;
  /** The HTML part, to show in a sandboxed frame */
  html: string | null;
  text: string | null;
  headers: MailHeaderDto[];
};
export const {
  useMailAdminOutboxQuery,
  useMailAdminRetryMutation,
  useMailAdminMailboxQuery,
  useMailAdminMailQuery,
} = injectedRtkApi;
