// The notifications module's public surface: other modules import only from here.
export { NotificationsModule } from './notifications.module.js';
// Each person's channel per kind (GET/PUT /api/notifications/preferences): the mail outbox reads it.
export { NotificationsReader, type NotificationPreference } from './queries/notifications-reader.js';
