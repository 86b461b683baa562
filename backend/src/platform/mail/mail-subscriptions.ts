/** A mail of a governed kind waiting to be sent: to whom, which kind. */
export interface MailAddressee {
  readonly recipientId: string;
  readonly kind: string;
}

/**
 * Where a module keeps who wants which of its mails, when that is already its own setting: the
 * notifications' per-kind preference is the one place a person says "mail me this" or not, and
 * the one-click unsubscribe of a notification mail changes that preference (decision 0090). The
 * outbox asks the source that governs a kind, and keeps its own opt-outs (`mail_opt_outs`) for
 * the kinds nobody governs (the companion site's mails to inquirers and registrants): each kind
 * has exactly one place that says whether it is sent.
 */
export interface MailSubscriptions {
  /** Whether this source decides for mails of `kind` (a mail kind id, `mailKind(…)`). */
  governs(kind: string): boolean;
  /** Of these mails (all of governed kinds), the indexes of those their recipient no longer wants. */
  unwanted(mails: readonly MailAddressee[]): Promise<ReadonlySet<number>>;
  /** The one-click unsubscribe: no more mails of `kind` to the person; false when they already had none. */
  stop(recipientId: string, kind: string): Promise<boolean>;
  /** A sentence the unsubscribe page adds after stopping (where the person can change it back). */
  readonly afterStop?: string;
}
