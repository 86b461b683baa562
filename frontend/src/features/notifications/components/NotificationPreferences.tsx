import { App, Flex, Radio } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import { Panel } from '../../../shared/ui/Panel';
import {
  channelsOf,
  defaultChannelOf,
  digestTimeText,
  IN_APP_ONLY_REASON,
  NOTIFICATION_CHANNEL_LABELS,
  NOTIFICATION_GROUPS,
  NOTIFICATION_GROUP_LABELS,
  NOTIFICATION_KIND_IDS,
  NOTIFICATION_KINDS,
  type NotificationChannel,
  type NotificationKind,
} from '@pivot/rules';
import { useNotificationsDeliveryQuery, useNotificationsPreferencesQuery, useNotificationsSetPreferencesMutation } from '../../../shared/api/generated/notifications';
import { failureShown } from '../../../shared/api/write-failures';
import { LoadFailure } from '../../../shared/ui/LoadFailure';
import { notificationsTexts as T } from '../../../locales/ja-JP/notifications';
import '../write-failures';
import './notifications.css';

/**
 * Per kind, the three choices side by side: in the app only, e-mail at once, or the daily digest
 * (the catalogue in @pivot/rules); the kinds told to an anonymous author say why they stay in the
 * app (decision 0090). The digest's time is the server's setting, in words.
 */
export function NotificationPreferences() {
  const { message } = App.useApp();
  const { data, error, refetch, isLoading } = useNotificationsPreferencesQuery();
  const { data: delivery } = useNotificationsDeliveryQuery();
  const [save] = useNotificationsSetPreferencesMutation();
  if (error) return <LoadFailure title={T.preferences.loadError} error={error} onRetry={() => void refetch()} />;
  const channelOf = new Map((data ?? []).map((p) => [p.kind, p.channel]));
  const change = (kind: NotificationKind, channel: NotificationChannel) =>
    save({ updateNotificationPreferencesRequest: { preferences: [{ kind, channel }] } })
      .unwrap()
      .then(() => message.success(T.preferences.saved))
      .catch(failureShown);
  return (
    <Panel title={T.preferences.title} loading={isLoading}>
      <Typography.Paragraph type="secondary">{T.preferences.lead}</Typography.Paragraph>
      {delivery && <Typography.Paragraph>{T.preferences.digestTime(digestTimeText(delivery.digestHour, delivery.timeZone))}</Typography.Paragraph>}
      {NOTIFICATION_GROUPS.map((group) => (
        <section key={group} aria-label={NOTIFICATION_GROUP_LABELS[group]} style={{ marginBottom: 16 }}>
          <Typography.Title level={5}>{NOTIFICATION_GROUP_LABELS[group]}</Typography.Title>
          {NOTIFICATION_KIND_IDS.filter((kind) => NOTIFICATION_KINDS[kind].group === group).map((kind) => {
            const choices = channelsOf(kind);
            return (
              <Flex key={kind} justify="space-between" align="center" gap="small" wrap style={{ padding: '6px 0', borderBottom: '1px solid #F0F0F0' }}>
                <div>
                  <div id={`pref-${kind}`}>{NOTIFICATION_KINDS[kind].label}</div>
                  {choices.length > 1 && (
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {T.preferences.defaultIs(NOTIFICATION_CHANNEL_LABELS[defaultChannelOf(kind)])}
                    </Typography.Text>
                  )}
                </div>
                {choices.length > 1 ? (
                  <Radio.Group
                    aria-labelledby={`pref-${kind}`}
                    className="notification-channels"
                    optionType="button"
                    buttonStyle="solid"
                    size="small"
                    value={channelOf.get(kind) ?? defaultChannelOf(kind)}
                    options={choices.map((channel) => ({ value: channel, label: NOTIFICATION_CHANNEL_LABELS[channel] }))}
                    onChange={(e) => void change(kind, e.target.value as NotificationChannel)}
                  />
                ) : (
                  <Typography.Text type="secondary" style={{ maxWidth: 360 }}>
                    {NOTIFICATION_CHANNEL_LABELS.in_app}（{IN_APP_ONLY_REASON}）
                  </Typography.Text>
                )}
              </Flex>
            );
          })}
        </section>
      ))}
    </Panel>
  );
}
