import type { Queryable } from '../../../platform/database/rows.js';
import type { RecordedEventOf } from '../../../platform/event-store/event.js';
import type { NotificationDraft, NotifiedEvent } from '../domain/notification-mapping.js';

/**
 * What the projection hands on after writing an event's notifications, in its batch's transaction
 * `db`: their e-mail at once, for those who chose it (decision 0090; `mail/notification-mailer.ts`).
 * `serving`: the rows went to the serving tables (not a rebuild's shadow schema, which replays
 * history and tells nobody). A port, so the projection imports no service.
 */
export interface NotificationDelivery {
  enqueueAtOnce(drafts: readonly NotificationDraft[], event: RecordedEventOf<NotifiedEvent>, db: Queryable, serving: boolean): Promise<void>;
}

export const NOTIFICATION_DELIVERY = Symbol('NOTIFICATION_DELIVERY');
