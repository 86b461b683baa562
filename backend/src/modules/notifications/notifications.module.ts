import { Module } from '@nestjs/common';
import { AnonymousPostsModule } from '../anonymous-posts/index.js';
import { UsersModule } from '../users/index.js';
import { AnonymousPostNotificationsController, NotificationsController } from './http/notifications.controller.js';
import { LiveController } from './live/live.controller.js';
import { LiveHub } from './live/live-hub.js';
import { NotificationBatchMail } from './mail/notification-batch-mail.js';
import { NotificationMailSender } from './mail/notification-mail-sender.js';
import { NotificationDigest } from './mail/notification-digest.js';
import { NotificationMailer } from './mail/notification-mailer.js';
import { CreateNotifications1767600000000 } from './migrations/1767600000000-create-notifications.js';
import { NotificationSubjectTimes1767701000000 } from './migrations/1767701000000-notification-subject-times.js';
import { NotificationMailedCount1767802000000 } from './migrations/1767802000000-notification-mailed-count.js';
import { NotificationsOnceById1767814000000 } from './migrations/1767814000000-notifications-once-by-id.js';
import { NOTIFICATION_DELIVERY } from './projections/notification-delivery.port.js';
import { NotificationsProjection } from './projections/notifications.projection.js';
import { NotificationsReader } from './queries/notifications-reader.js';

/**
 * Notifications (docs/modules/notifications.md, decisions 0081 and 0082): a projection turns the
 * domain events into rows per recipient, the API lists them and stores read marks and
 * preferences, and the live channel (`GET /api/live`) pushes them and "changed" signals to every
 * tab of a user on every instance; notifications go by e-mail at once or in a daily digest, per
 * each person's preference, which is also what a mail's one-click unsubscribe changes (decision 0090).
 */
@Module({
  imports: [UsersModule, AnonymousPostsModule],
  controllers: [NotificationsController, AnonymousPostNotificationsController, LiveController],
  providers: [
    NotificationsProjection,
    NotificationsReader,
    LiveHub,
    NotificationMailer,
    { provide: NOTIFICATION_DELIVERY, useExisting: NotificationMailer },
    NotificationDigest,
    NotificationBatchMail,
    NotificationMailSender,
  ],
  exports: [NotificationsReader],
})
export class NotificationsModule {
  static readonly migrations = [CreateNotifications1767600000000, NotificationSubjectTimes1767701000000, NotificationMailedCount1767802000000, NotificationsOnceById1767814000000];
}
