import { registerWriteFailures } from '../../shared/api/write-failures';

registerWriteFailures({
  notificationsMarkRead: '通知を既読にできませんでした',
  anonymousPostNotificationsMarkRead: '通知を既読にできませんでした',
  notificationsMarkAllRead: 'すべて既読にできませんでした',
  notificationsSetPreferences: '通知の受け取り方を保存できませんでした',
});
