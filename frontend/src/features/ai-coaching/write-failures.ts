import { aiCoachingTexts } from '../../locales/ja-JP/ai-coaching';
import { REASON_ALONE, registerWriteFailures } from '../../shared/api/write-failures';
import type { StartCoachingSessionRequest } from '../../shared/api/generated/ai-coaching';

/** The failure of starting a session, by the kind of session (each screen starts one kind); the coach's chat otherwise. */
const startFailed: Partial<Record<StartCoachingSessionRequest['sessionType'], string>> = {
  reflection: aiCoachingTexts.journal.startFailed,
  roleplay: aiCoachingTexts.roleplay.startFailed,
};

/** What a failed AI-coaching write says (shown by the write-failure listener, decision 0067). */
registerWriteFailures({
  aiCoachingStartSession: (arg: { startCoachingSessionRequest: StartCoachingSessionRequest }) => 
    startFailed[arg.startCoachingSessionRequest.sessionType] ?? aiCoachingTexts.chat.sessionCreateFailed,
  aiCoachingComplete: REASON_ALONE,
  aiCoachingCompleteRecommendation: REASON_ALONE,
  aiCoachingDeleteSession: REASON_ALONE,
  journalWrite: aiCoachingTexts.journal.saveFailed,
});
