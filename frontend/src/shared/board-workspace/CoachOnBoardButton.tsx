import { Button, type ButtonProps } from 'antd';
import { useNavigate } from 'react-router';
import { useAiCoachingStartSessionMutation } from '../api/generated/ai-coaching';
import { failureShown, registerWriteFailures } from '../api/write-failures';
import { coachStartFailure } from '../api/coach-start-failure';

/** The board a coaching session is started on: only a reference, the server gathers the facts (decision 0076). */
type CoachBoardRef = { source: 'ms-board'; teamId: string } | { source: 'one-on-one'; teamId: string; memberId: string };

registerWriteFailures({ aiCoachingStartSession: coachStartFailure });

/**
 * Starts an AI coaching session on a board (the MS board, or a member of the 1on1 board) and opens
 * the AI coach, which shows the newest active session: the coach's analysis of the board first.
 */
export function CoachOnBoardButton({ board, topic, ...props }: Omit<ButtonProps, 'onClick' | 'loading'> & { board: CoachBoardRef; topic: string }) {
  const [start, { isLoading }] = useAiCoachingStartSessionMutation();
  const navigate = useNavigate();
  const open = async () => {
    await start({ startCoachingSessionRequest: { sessionType: 'coaching', topic, context: JSON.stringify(board), messages: [], isActive: true } })
      .unwrap()
      .then(() => navigate('/community/ai-coach'))
      .catch(failureShown);
  };
  return <Button {...props} loading={isLoading} onClick={open} />;
}
