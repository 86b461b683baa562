import { ClockCircleOutlined } from '@ant-design/icons';
import { Flex, Tag } from 'antd';
import { aiCoachingTexts } from '../../../locales/ja-JP/ai-coaching';
import type { ScenarioResponse } from '../../../shared/api/generated/ai-coaching';

const difficultyColor: Record<string, string> = { 低: 'green', 中: 'gold', 高: 'red' };

/** A scenario's difficulty and minutes, as the scenario cards and the coach's dialog show them. */
export function ScenarioTags({ scenario }: { scenario: ScenarioResponse }) {
  return (
    <Flex gap="small" wrap>
      <Tag color={difficultyColor[scenario.difficulty]} style={{ marginInlineEnd: 0 }}>
        {aiCoachingTexts.roleplay.difficulty}: {scenario.difficulty}
      </Tag>
      <Tag icon={<ClockCircleOutlined />} style={{ marginInlineEnd: 0 }}>
        {scenario.duration}
      </Tag>
    </Flex>
  );
}
