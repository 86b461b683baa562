// The notifications module's public surface: other modules import only from here.
export { NotificationsModule } from './notifications.module.js';
// The caller's notifications, read marks and each person's channel per kind (GET/PUT /api/notifications/preferences).
export { NotificationsReader, type NotificationPreference } from './queries/notifications-reader.js';
