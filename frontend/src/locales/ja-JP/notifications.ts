/** Texts of the notification bell, the notifications page and the preferences. */
export const notificationsTexts = {
  bell: {
    label: (count: number) => (count ? `通知（未読${count}件）` : '通知'),
    latest: '最新の通知',
    all: 'すべての通知を見る',
    empty: '新しい通知はありません',
  },
  page: {
    title: '通知',
    lead: 'あなた宛ての称賛・返信・イベントの知らせなど。開くと既読になります。',
    listTitle: '新しい順',
    markAllRead: 'すべて既読にする',
    older: 'さらに古い通知を読み込む',
    empty: 'まだ通知はありません',
    emptyHint: '称賛や返信が届くと、ここに表示されます。',
    loadError: '通知を読み込めませんでした',
    unread: '未読',
    anonymousActor: '匿名',
    count: (n: number) => `${n}件`,
  },
  preferences: {
    title: '通知の受け取り方',
    lead: '種類ごとに「アプリ内のみ」「すぐにメールでも」「1日1回のまとめメール」から選べます。メールの「配信を停止する」リンクを押した種類は「アプリ内のみ」になります。',
    /** `when`: 「毎朝8時（日本時間）にまとめて届きます」 (`digestTimeText`, from what the server reports). */
    digestTime: (when: string) => `「1日1回のまとめメール」を選んだ種類は、まだ開いていない通知が${when}。`,
    loadError: '通知の設定を読み込めませんでした',
    saved: '通知の受け取り方を保存しました',
    defaultIs: (label: string) => `標準：${label}`,
  },
} as const;
