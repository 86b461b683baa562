/** Texts of the global search (the palette opened by / or Ctrl+K in the community). */
export const searchTexts = {
  open: '検索',
  openHint: '検索（/ または Ctrl+K）',
  dialogTitle: 'コミュニティ内を検索',
  label: 'ナレッジ・フォーラム・イベント・学習・メンバーを検索',
  placeholder: '例：信頼関係、しんらい、1on1の進め方',
  hint: '3文字以上（日本語は2文字以上）で検索します',
  searching: '検索しています…',
  failed: '検索できませんでした。時間をおいてもう一度お試しください。',
  noHits: (q: string) => `「${q}」に一致するものはありません`,
  noHitsHint: '言葉を短くするか、ひらがなや別の言い方でも探してみてください。',
  unmatched: (parts: readonly string[]) => `${parts.map((p) => `「${p}」`).join('')}はどこにも見つからなかったため、除いて検索しました`,
  keys: '↑↓ で選択、Enter で開く、Esc で閉じる',
  kinds: { knowledge: 'ナレッジ', forum: 'フォーラム', event: 'イベント', learning: '学習', member: 'メンバー' } as Record<string, string>,
  resultsLabel: '検索結果',
} as const;
