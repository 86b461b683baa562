import { Flex, List, Tag } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import { Panel } from '../../../shared/ui/Panel';
import { growthCycleMessages as m } from '../../../locales/ja-JP/growth-cycles';
import type { GrowthCycleResponse } from '../../../shared/api/generated/growth-cycles';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { MAX_SHOWN_LEVEL } from '../lib/buddy';
import { CycleTargetDate } from './CycleTargetDate';
import { formatInstant } from '../../../shared/lib/datetime';

interface CycleSummaryListProps {
  title: string;
  cycles: GrowthCycleResponse[];
  /** Shown when there are none; without it an empty list is not drawn at all. */
  empty?: string;
}

/** A short list of cycles: title, dates, the buddy's level and what they received. */
export function CycleSummaryList({ title, cycles, empty }: CycleSummaryListProps) {
  if (cycles.length === 0 && !empty) return null;
  return (
    <Panel title={title} size="small">
      {cycles.length === 0 ? (
        <EmptyState size="compact" illustration="list" title={empty} />
      ) : (
        <List
          dataSource={cycles}
          rowKey="id"
          renderItem={(cycle) => (
            <List.Item extra={<Tag>{m.mine.finalBuddy(Math.min(cycle.buddyLevel, MAX_SHOWN_LEVEL))}</Tag>}>
              <List.Item.Meta
                title={cycle.title}
                description={
                  <Flex vertical>
                    <Typography.Text type="secondary">
                      {m.mine.startedAt(formatInstant(cycle.startedAt, 'day'))}
                      {cycle.completedAt && ` ・ ${m.mine.completedAt(formatInstant(cycle.completedAt, 'day'))}`} ・ {m.mine.counts(cycle.feedbackCount, cycle.feedForwardCount)}
                    </Typography.Text>
                    <CycleTargetDate cycle={cycle} />
                  </Flex>
                }
              />
            </List.Item>
          )}
        />
      )}
    </Panel>
  );
}
