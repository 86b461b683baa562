import { App, Card, Flex, Select, Typography } from 'antd';
import { NOTIFICATION_CHANNELS, NOTIFICATION_CHANNEL_LABELS, NOTIFICATION_GROUPS, NOTIFICATION_GROUP_LABELS, NOTIFICATION_KINDS, type NotificationChannel, type NotificationKind } from '@pivot/rules';
import { useNotificationsPreferencesQuery, useNotificationsSetPreferencesMutation } from '../../../shared/api/generated/notifications';
import { failureShown } from '../../../shared/api/write-failures';
import { LoadFailure } from '../../../shared/ui/LoadFailure';
import { notificationsTexts as T } from '../../../locales/ja-JP/notifications';
import '../write-failures';

const channelOptions = NOTIFICATION_CHANNELS.map((channel) => ({ value: channel, label: NOTIFICATION_CHANNEL_LABELS[channel] }));

/** Per kind: in the app only, e-mail at once, or a daily digest (the catalogue in @pivot/rules). */
export function NotificationPreferences() {
  const { message } = App.useApp();
  const { data, error, refetch, isLoading } = useNotificationsPreferencesQuery();
  const [save] = useNotificationsSetPreferencesMutation();
  if (error) return <LoadFailure title={T.preferences.loadError} error={error} onRetry={() => void refetch()} />;
  const channelOf = new Map((data ?? []).map((p) => [p.kind, p.channel]));
  const change = (kind: NotificationKind, channel: NotificationChannel) =>
    save({ updateNotificationPreferencesRequest: { preferences: [{ kind, channel }] } })
      .unwrap()
      .then(() => message.success(T.preferences.saved))
      .catch(failureShown);
  return (
    <Card title={T.preferences.title} loading={isLoading}>
      <Typography.Paragraph type="secondary">{T.preferences.lead}</Typography.Paragraph>
      {NOTIFICATION_GROUPS.map((group) => (
        <section key={group} aria-label={NOTIFICATION_GROUP_LABELS[group]} style={{ marginBottom: 16 }}>
          <Typography.Title level={5}>{NOTIFICATION_GROUP_LABELS[group]}</Typography.Title>
          {Object.entries(NOTIFICATION_KINDS)
            .filter(([, info]) => info.group === group)
            .map(([kind, info]) => (
              <Flex key={kind} justify="space-between" align="center" gap="small" wrap style={{ padding: '4px 0' }}>
                <label htmlFor={`pref-${kind}`}>{info.label}</label>
                <Select
                  id={`pref-${kind}`}
                  style={{ width: 270, maxWidth: '100%' }}
                  value={channelOf.get(kind as NotificationKind) ?? info.defaultChannel}
                  options={channelOptions.map((o) => ({ ...o, label: o.value === info.defaultChannel ? `${o.label}${T.preferences.defaultMark}` : o.label }))}
                  onChange={(channel) => void change(kind as NotificationKind, channel)}
                />
              </Flex>
            ))}
        </section>
      ))}
    </Card>
  );
}
