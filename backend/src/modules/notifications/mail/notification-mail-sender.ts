import { Injectable } from '@nestjs/common';
import type { Queryable } from '../../../platform/database/rows.js';
import type { MailContent } from '../../../platform/mail/mail-layout.js';
import type { MailKind } from '../../../platform/mail/mail-kinds.js';
import { MailOutbox } from '../../../platform/mail/mail-outbox.js';
import { UserDirectory } from '../../users/index.js';

/** One notification mail before its address is known: to whom, naming whom, and how it reads. */
export interface NotificationMailDraft {
  /** With the recipient and kind, the key the outbox sends it once for. */
  readonly sourceId: string;
  readonly kind: MailKind;
  readonly recipientId: string;
  /** The people it names (the actors): forgetting one of them, or the recipient, empties the mail. */
  readonly namedIds: readonly string[];
  /** The content, given the recipient's name and a lookup of the named people's names (null when unknown or gone). */
  readonly content: (recipientName: string, nameOf: (userId: string | null) => string | null) => MailContent;
}

/**
 * The one home of what every notification mail (at once, batched, digest) does before the outbox:
 * the recipients' and named people's addresses and names in one lookup, a recipient who is gone
 * (inactive or forgotten) skipped, the subjects of the mail (recipient and named people), then the
 * keyed enqueue, in the caller's transaction when given one. Answers how many mails were new.
 */
@Injectable()
export class NotificationMailSender {
  constructor(
    private readonly outbox: MailOutbox,
    private readonly users: UserDirectory,
  ) {}

  async send(drafts: readonly NotificationMailDraft[], db?: Queryable): Promise<number> {
    if (!drafts.length) return 0;
    const people = await this.users.contacts([...new Set(drafts.flatMap((d) => [d.recipientId, ...d.namedIds]))]);
    const nameOf = (userId: string | null) => (userId ? (people.get(userId)?.displayName ?? null) : null);
    return this.outbox.enqueue(
      drafts.flatMap((d) => {
        const to = people.get(d.recipientId);
        if (!to) return [];
        const subjects = [...new Set([d.recipientId, ...d.namedIds])];
        return [{ sourceId: d.sourceId, kind: d.kind, to: to.email, recipientId: d.recipientId, subjects, content: d.content(to.displayName, nameOf) }];
      }),
      db,
    );
  }
}
