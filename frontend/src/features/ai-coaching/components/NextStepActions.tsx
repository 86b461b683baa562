import { BookOutlined, RiseOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { useNavigate } from 'react-router';
import { GROWTH_CYCLE_LIMITS } from '@pivot/rules';
import { aiCoachingTexts } from '../../../locales/ja-JP/ai-coaching';
import { useJournalWriteMutation } from '../../../shared/api/generated/journal';
import { failureShown } from '../../../shared/api/write-failures';
import { today } from '../../../shared/lib/datetime';
import { notifySuccess } from '../../../shared/ui/notify';
import '../write-failures';

const t = aiCoachingTexts.coach.nextStep;

interface NextStep {
  sessionId: string;
  title: string;
  description: string;
}

/**
 * What a coaching session's next step can become (decision 0074): a journal entry, saved at once
 * with the step as its next step; or a growth cycle's target, through the growth cycles' own
 * create form opened with the step filled in (the form asks what the step cannot say: who
 * supports it, whether it is public).
 */
export function NextStepActions({ step }: { step: NextStep }) {
  const navigate = useNavigate();
  const [write, { isLoading }] = useJournalWriteMutation();

  const toJournal = async () => {
    const saved = await write({ writeJournalEntryRequest: { weekOf: today(), sessionId: step.sessionId, title: step.title, goals: step.description } })
      .unwrap()
      .catch(failureShown);
    if (saved) notifySuccess(t.savedToJournal);
  };

  const toCycle = () => {
    const title = step.description.length <= GROWTH_CYCLE_LIMITS.title.max ? step.description : step.title;
    navigate(`/community/pffr?${new URLSearchParams({ goalTitle: title, goal: step.description })}`);
  };

  return (
    <Flex wrap gap={4}>
      <Button size="small" icon={<BookOutlined />} onClick={() => void toJournal()} loading={isLoading}>
        {t.toJournal}
      </Button>
      <Button size="small" icon={<RiseOutlined />} onClick={toCycle}>
        {t.toCycle}
      </Button>
    </Flex>
  );
}
