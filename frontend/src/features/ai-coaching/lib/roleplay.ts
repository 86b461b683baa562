import { useAiCoachingStartSessionMutation, type ScenarioResponse } from '../../../shared/api/generated/ai-coaching';
import '../write-failures';

/**
 * Starts a role-play on a scenario as the spec's body has it (sessionType roleplay, the scenario's
 * JSON as `context`, no messages, active). A failure throws after the write-failure listener has
 * shown 'ロールプレイの開始に失敗しました'.
 */
export function useStartRoleplay() {
  const [start, state] = useAiCoachingStartSessionMutation();
  const startRoleplay = (scenario: ScenarioResponse) =>
    start({ startCoachingSessionRequest: { sessionType: 'roleplay', context: JSON.stringify(scenario), messages: [], isActive: true } }).unwrap();
  return [startRoleplay, state] as const;
}

/** Where the role-play screen opens a session's practice. */
export const practiceOf = (sessionId: string) => `/community/roleplay?session=${sessionId}`;
