import type { Command } from '@nestjs/cqrs';
import type { SessionUser } from '../../platform/auth/session-user.js';
import { SeedKnowledgeBase } from '../knowledge-base/index.js';
import { libraryTextReadTo, RecordLearningProgress, SeedLearningLibrary } from '../learning/index.js';

type Execute = <T = void>(actor: SessionUser, at: Date, command: Command<T>) => Promise<T>;

const DAY = 86_400_000;

/**
 * Progress the demo accounts made through the library, in days before the seed: each lesson read
 * from its start in a few reports of about five minutes (the share of its text read, decision 0105). The manager finished the 1on1 basics and is half-way
 * through a matrix lesson; the member finished one lesson.
 */
const DEMO_PROGRESS: readonly { email: string; contentId: string; daysAgo: number; percents: number[] }[] = [
  { email: 'manager@demo.example', contentId: 'lesson-1on1-purpose', daysAgo: 12, percents: [40, 100] },
  { email: 'manager@demo.example', contentId: 'lesson-1on1-questions', daysAgo: 6, percents: [30, 70, 95] },
  { email: 'manager@demo.example', contentId: 'lesson-1on1-record', daysAgo: 3, percents: [100] },
  { email: 'manager@demo.example', contentId: 'lesson-ms-matrix-intro', daysAgo: 1, percents: [50] },
  { email: 'member@demo.example', contentId: 'lesson-1on1-purpose', daysAgo: 4, percents: [60, 100] },
  { email: 'member@demo.example', contentId: 'lesson-case-sales-brake', daysAgo: 2, percents: [35] },
];

/**
 * The admin loads the book data and the learning library through the same commands as the
 * knowledge and learning screens' buttons; then the demo accounts' progress is recorded.
 */
export async function seedLearningDemo(execute: Execute, users: ReadonlyMap<string, SessionUser>, setupAt: Date, now: Date): Promise<number> {
  const admin = users.get('admin@demo.example')!;
  await execute(admin, setupAt, new SeedKnowledgeBase({}, admin));
  await execute(admin, setupAt, new SeedLearningLibrary({}, admin));
  let reports = 0;
  for (const { email, contentId, daysAgo, percents } of DEMO_PROGRESS) {
    const user = users.get(email)!;
    for (const [i, percent] of percents.entries()) {
      const at = new Date(now.getTime() - daysAgo * DAY + i * 10 * 60_000);
      await execute(user, at, new RecordLearningProgress({ contentId, percent, position: percent, studySeconds: 300, watched: libraryTextReadTo(contentId, percent) }, user));
      reports += 1;
    }
  }
  return reports;
}
