import { Alert, Flex, Progress, Tag, theme } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import { growthCycleMessages as m } from '../../../locales/ja-JP/growth-cycles';
import type { GrowthCycleResponse } from '../../../shared/api/generated/growth-cycles';
import { MAX_SHOWN_LEVEL } from '../lib/buddy';
import { BuddyFace, type WornItem } from './BuddyFace';

interface BuddyCardProps {
  cycle: Pick<GrowthCycleResponse, 'buddyLevel' | 'buddyStage' | 'buddyExpression' | 'buddyProgress' | 'buddyExperience' | 'isMaxLevel' | 'buddyEvolutions'>;
  /** `compact`: the community cards' small version, without the level-up and max-level notes. */
  size?: 'full' | 'compact';
  /** What the buddy wears from the shop, drawn on it and named in its label. */
  wearing?: readonly WornItem[];
}

/**
 * The cycle's buddy (spec part 2 §4): its face and stage by level, the level (at most 10 shown),
 * the experience bar (experience modulo 100), its latest level-up and, from level 10, the
 * max-level message. The server derives all of these from the experience.
 */
export function BuddyCard({ cycle, size = 'full', wearing = [] }: BuddyCardProps) {
  const { token } = theme.useToken();
  const level = Math.min(cycle.buddyLevel, MAX_SHOWN_LEVEL);
  const lastLevelUp = cycle.buddyEvolutions.at(-1);
  const faceSize = size === 'full' ? 64 : 40;
  return (
    <Flex vertical gap="small" data-testid="buddy-card">
      <Flex align="center" gap="middle">
        <BuddyFace
          stage={cycle.buddyStage}
          expression={cycle.buddyExpression}
          size={faceSize}
          label={m.buddy.faceLabel(m.buddy.stages[cycle.buddyStage], m.buddy.expressions[cycle.buddyExpression], wearing.map((item) => item.name))}
          wearing={wearing}
        />
        <Flex vertical>
          <Typography.Text strong style={{ fontSize: size === 'full' ? token.fontSizeHeading4 : token.fontSize }}>
            {m.buddy.level(level)} {m.buddy.stages[cycle.buddyStage]}
          </Typography.Text>
          <Typography.Text type="secondary">{m.buddy.expressions[cycle.buddyExpression]}</Typography.Text>
        </Flex>
      </Flex>
      <div>
        <Progress percent={cycle.buddyProgress} showInfo={false} aria-label={m.buddy.barLabel} size={size === 'full' ? 'default' : 'small'} />
        <Flex justify="space-between">
          <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }} data-testid="buddy-experience">
            {m.buddy.experience(cycle.buddyProgress)}
          </Typography.Text>
          {size === 'full' && (
            <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
              {m.buddy.total(cycle.buddyExperience)}
            </Typography.Text>
          )}
        </Flex>
      </div>
      {size === 'full' && (
        <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
          {m.buddy.explainer}
        </Typography.Text>
      )}
      {size === 'full' && lastLevelUp && (
        <div>
          <Tag color="success">{m.buddy.levelUp(lastLevelUp.fromLevel, Math.min(lastLevelUp.toLevel, MAX_SHOWN_LEVEL))}</Tag>
        </div>
      )}
      {size === 'full' && cycle.isMaxLevel && <Alert type="success" showIcon message={m.buddy.maxLevel} />}
    </Flex>
  );
}
