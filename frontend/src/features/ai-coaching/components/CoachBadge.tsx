import { Alert } from 'antd';
import { aiCoachingTexts } from '../../../locales/ja-JP/ai-coaching';
import { useAiCoachingCoachQuery } from '../../../shared/api/generated/ai-coaching';

/** Says who answers: the offline coach (always said plainly) or the configured provider. */
export function CoachBadge() {
  const { data } = useAiCoachingCoachQuery();
  if (!data) return null;
  return (
    <Alert
      type={data.offline ? 'info' : 'success'}
      showIcon
      title={data.offline ? aiCoachingTexts.chat.offline : aiCoachingTexts.chat.provider(data.provider)}
      style={{ padding: '4px 12px' }}
    />
  );
}
