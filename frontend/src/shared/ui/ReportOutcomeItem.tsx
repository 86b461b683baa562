import { Flex, List, Tag } from 'antd';
import type { ReactNode } from 'react';
import { relativeTime } from '../lib/datetime';
import { Typography } from './Typography';

const OUTCOME_COLORS = { pending: 'default', hidden: 'warning', kept: 'success', deleted: 'default' } as const;

/**
 * One of the reporter's own reports in a list (the forum's and the anonymous posts' "what became of
 * my reports"): what was reported, the moderators' outcome, then the reason given, the outcome's
 * reason and when it was decided (or reported).
 */
export function ReportOutcomeItem({
  subject,
  outcome,
  outcomeLabel,
  report,
  now,
  compact = false,
}: {
  subject: ReactNode;
  outcome: keyof typeof OUTCOME_COLORS;
  outcomeLabel: string;
  report: { reason?: string | null; outcomeReason?: string | null; decidedAt?: string | null; createdAt: string };
  now: Date;
  /** Inside a small list without side padding (the forum's panel). */
  compact?: boolean;
}) {
  return (
    <List.Item style={compact ? { paddingInline: 0 } : undefined}>
      <Flex vertical gap={2} style={compact ? { minWidth: 0, width: '100%' } : { width: '100%' }}>
        <Flex justify="space-between" gap="small" align={compact ? 'center' : undefined}>
          {subject}
          <Tag color={OUTCOME_COLORS[outcome]}>{outcomeLabel}</Tag>
        </Flex>
        <Typography.Text type="secondary">
          {[report.reason, report.outcomeReason, relativeTime(report.decidedAt ?? report.createdAt, now)].filter(Boolean).join(' ・ ')}
        </Typography.Text>
      </Flex>
    </List.Item>
  );
}
