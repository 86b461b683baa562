import { aiCoachingTexts } from '../../locales/ja-JP/ai-coaching';
import type { StartCoachingSessionRequest } from './generated/ai-coaching';

/** The failure of starting a session, by the kind of session (each screen starts one kind); the coach's chat otherwise. */
const startFailed: Partial<Record<StartCoachingSessionRequest['sessionType'], string>> = {
  reflection: aiCoachingTexts.journal.startFailed,
  roleplay: aiCoachingTexts.roleplay.startFailed,
};

/**
 * What a failed start of an AI session says: the AI coaching screens and the boards (a session on
 * a board, decision 0076) register this one text, whichever of them loads first.
 */
export function coachStartFailure(arg: { startCoachingSessionRequest: StartCoachingSessionRequest }): string {
  const request = arg.startCoachingSessionRequest;
  if (request.sessionType !== 'roleplay' && request.context?.includes('"source"')) return aiCoachingTexts.chat.analysisFailed;
  return startFailed[request.sessionType] ?? aiCoachingTexts.chat.sessionCreateFailed;
}
