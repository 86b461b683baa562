// The notifications module's public surface: other modules import only from here.
export { NotificationsModule } from './notifications.module.js';
