import { aiCoachingTexts } from '../../locales/ja-JP/ai-coaching';
import { REASON_ALONE, registerWriteFailures } from '../../shared/api/write-failures';
import { coachStartFailure } from '../../shared/api/coach-start-failure';

/** What a failed AI-coaching write says (shown by the write-failure listener, decision 0067). */
registerWriteFailures({
  aiCoachingStartSession: coachStartFailure,
  aiCoachingComplete: REASON_ALONE,
  aiCoachingCompleteRecommendation: REASON_ALONE,
  aiCoachingDeleteSession: REASON_ALONE,
  journalWrite: aiCoachingTexts.journal.saveFailed,
});
