import { mailKind } from '../mail-kinds.js';
import type { OutgoingMail } from '../mail-outbox.js';

export const TEST_NOTICE = mailKind('test.notice', 'テストのお知らせ');

/** The n-th test mail: its own source, recipient and address, a link back to `/things/n`. */
export function aTestMail(n: number, overrides: Partial<OutgoingMail> = {}): OutgoingMail {
  const recipientId = `person-${n}`;
  return {
    sourceId: `event-${n}`,
    kind: TEST_NOTICE,
    to: `person${n}@example.test`,
    recipientId,
    subjects: [recipientId],
    content: { subject: `お知らせ ${n}`, greeting: `利用者${n} さん`, heading: '見出し', paragraphs: ['本文'], action: { label: '開く', path: `/things/${n}` } },
    ...overrides,
  };
}
