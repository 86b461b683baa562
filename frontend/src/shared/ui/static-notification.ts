import { notification } from 'antd';

/**
 * antd's static notification API, in a module of its own so `notifier.ts` can load it on demand
 * (a dynamic `import()` of this file): the build rewrites this import to `antd/es/notification`
 * alone (vite.config.ts), and nothing of antd is on the public pages' path until a toast is asked for.
 */
export const staticNotification = notification;
