/**
 * The notification kinds, written once for the server (the notifications module's mappings, the
 * preferences it stores and checks, the mail outbox that reads them) and the client (the bell,
 * the page and the preferences screen): decisions 0078 and 0081.
 */

/** How a person wants to hear of a kind: in the app only, by e-mail at once, or in a daily digest. */
export const NOTIFICATION_CHANNELS = ['in_app', 'email', 'digest'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const NOTIFICATION_CHANNEL_LABELS: Readonly<Record<NotificationChannel, string>> = {
  in_app: 'アプリ内のみ',
  email: 'すぐにメールでも',
  digest: '1日1回のまとめメール',
};

export const NOTIFICATION_GROUPS = ['growth', 'points', 'forum', 'anonymous', 'events', 'one_on_one', 'admin'] as const;
export type NotificationGroup = (typeof NOTIFICATION_GROUPS)[number];

export const NOTIFICATION_GROUP_LABELS: Readonly<Record<NotificationGroup, string>> = {
  growth: '成長サイクル',
  points: 'ポイント',
  forum: 'フォーラム',
  anonymous: '心の叫び',
  events: 'イベント',
  one_on_one: '1on1',
  admin: '管理者向け',
};

export interface NotificationKindInfo {
  readonly label: string;
  readonly group: NotificationGroup;
  readonly defaultChannel: NotificationChannel;
}

/**
 * Every kind: its label (what the preferences screen lists), its group and the channel a person
 * has until they choose. Reminders and requests go by e-mail, likes stay in the app, the rest is
 * in a daily digest or in the app.
 */
export const NOTIFICATION_KINDS = {
  feedback_received: { label: '称賛が届いた', group: 'growth', defaultChannel: 'email' },
  feed_forward_received: { label: '応援（フィードフォワード）が届いた', group: 'growth', defaultChannel: 'email' },
  feed_forward_thanked: { label: '自分の応援にお礼が届いた', group: 'growth', defaultChannel: 'in_app' },
  supporter_named: { label: 'サポーターに指名された', group: 'growth', defaultChannel: 'email' },
  feedback_requested: { label: 'フィードバック・フィードフォワードを依頼された', group: 'growth', defaultChannel: 'email' },
  feedback_request_reminder: { label: '未回答の依頼のリマインド', group: 'growth', defaultChannel: 'email' },
  supported_cycle_completed: { label: '応援している人のサイクルが完了した', group: 'growth', defaultChannel: 'digest' },
  points_earned: { label: 'ポイントを獲得した', group: 'points', defaultChannel: 'in_app' },
  points_withheld: { label: 'ポイントが付与されなかった', group: 'points', defaultChannel: 'in_app' },
  forum_reply: { label: '自分の投稿への返信', group: 'forum', defaultChannel: 'email' },
  forum_likes: { label: '自分の投稿への「いいね」', group: 'forum', defaultChannel: 'in_app' },
  forum_mention: { label: '@で名前を呼ばれた', group: 'forum', defaultChannel: 'email' },
  forum_report_outcome: { label: '通報の結果', group: 'forum', defaultChannel: 'in_app' },
  forum_post_moderated: { label: '自分の投稿が非表示・再表示された', group: 'forum', defaultChannel: 'email' },
  anonymous_reply: { label: '心の叫びへの返信', group: 'anonymous', defaultChannel: 'in_app' },
  anonymous_supports: { label: '心の叫びへの共感', group: 'anonymous', defaultChannel: 'in_app' },
  anonymous_report_outcome: { label: '心の叫びの通報の結果', group: 'anonymous', defaultChannel: 'in_app' },
  anonymous_post_moderated: { label: '自分の心の叫びが非表示・再表示された', group: 'anonymous', defaultChannel: 'in_app' },
  event_registration: { label: 'イベントの参加登録・承認・お断り', group: 'events', defaultChannel: 'email' },
  event_seat_opened: { label: 'キャンセル待ちから参加確定になった', group: 'events', defaultChannel: 'email' },
  event_changed: { label: '参加するイベントの変更・中止', group: 'events', defaultChannel: 'email' },
  event_starts_soon: { label: '参加するイベントの開始前のお知らせ（1日前・1時間前）', group: 'events', defaultChannel: 'email' },
  event_recording: { label: '参加したイベントの録画が見られるようになった', group: 'events', defaultChannel: 'email' },
  one_on_one_topic_added: { label: 'メンバーが1on1の話題を追加した', group: 'one_on_one', defaultChannel: 'digest' },
  one_on_one_tomorrow: { label: '次の1on1が明日にある', group: 'one_on_one', defaultChannel: 'email' },
  one_on_one_recorded: { label: '1on1の記録が登録された', group: 'one_on_one', defaultChannel: 'digest' },
  inquiry_reply_due: { label: '返信期限が近いお問い合わせ（管理者のみ）', group: 'admin', defaultChannel: 'email' },
  projection_parked: { label: '処理できないイベントの保留（管理者のみ）', group: 'admin', defaultChannel: 'email' },
} as const satisfies Record<string, NotificationKindInfo>;

export type NotificationKind = keyof typeof NOTIFICATION_KINDS;

export const NOTIFICATION_KIND_IDS = Object.keys(NOTIFICATION_KINDS) as NotificationKind[];

export function isNotificationKind(value: unknown): value is NotificationKind {
  return typeof value === 'string' && Object.hasOwn(NOTIFICATION_KINDS, value);
}

export function isNotificationChannel(value: unknown): value is NotificationChannel {
  return typeof value === 'string' && (NOTIFICATION_CHANNELS as readonly string[]).includes(value);
}

/** The refusals of a preference change, in the words the API answers with. */
export const NOTIFICATION_PREFERENCE_MESSAGES = {
  unknownKind: (kind: string) => `「${kind}」という通知の種類はありません`,
  unknownChannel: (channel: string) => `「${channel}」という受け取り方はありません（アプリ内のみ・すぐにメール・まとめメールから選んでください）`,
  duplicateKind: (kind: string) => `通知の種類「${kind}」が2回指定されています`,
} as const;

/**
 * The kinds told to an anonymous post's author, addressed by the post's owner proof, never by a
 * user (decision 0082). They stay in the app: a mail needs an address, and an address, its outbox
 * row and its timing would tie the author to the post for whoever runs the site (decision 0090).
 */
export const IN_APP_ONLY_KINDS: ReadonlySet<NotificationKind> = new Set<NotificationKind>(['anonymous_reply', 'anonymous_supports', 'anonymous_post_moderated']);

/** The channels a person may choose for a kind: all three, or the app only for an anonymous author's kinds. */
export function channelsOf(kind: NotificationKind): readonly NotificationChannel[] {
  return IN_APP_ONLY_KINDS.has(kind) ? ['in_app'] : NOTIFICATION_CHANNELS;
}

/** The channel a person has for a kind until they choose one. */
export function defaultChannelOf(kind: NotificationKind): NotificationChannel {
  return IN_APP_ONLY_KINDS.has(kind) ? 'in_app' : NOTIFICATION_KINDS[kind].defaultChannel;
}

/** Why a kind offers no e-mail (the preferences screen and the API's refusal say the same). */
export const IN_APP_ONLY_REASON = '匿名を守るため、メールではお送りせずアプリ内だけでお知らせします';

/** The refusal of e-mail for a kind that stays in the app. */
export const inAppOnlyMessage = (kind: NotificationKind) => `「${NOTIFICATION_KINDS[kind].label}」は${IN_APP_ONLY_REASON}`;

/**
 * When the daily digest arrives, in words: 「毎朝8時（日本時間）にまとめて届きます」. `hour` is
 * `NOTIFICATION_DIGEST_HOUR` (0–23) and `timeZone` `APP_TIME_ZONE`, as the server reports them.
 */
export function digestTimeText(hour: number, timeZone: string): string {
  const when = hour >= 4 && hour <= 10 ? '毎朝' : hour >= 17 && hour <= 22 ? '毎晩' : '毎日';
  const zone = timeZone === 'Asia/Tokyo' ? '日本時間' : timeZone;
  return `${when}${hour}時（${zone}）にまとめて届きます`;
}
