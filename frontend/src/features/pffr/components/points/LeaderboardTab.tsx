import { CrownFilled } from '@ant-design/icons';
import { Alert, Card, Flex, List, Segmented, Skeleton, Tag, Typography, theme } from 'antd';
import { useState } from 'react';
import { pointsTexts } from '../../../../locales/ja-JP/points';
import { usePointsGetLeaderboardQuery, type LeaderboardEntryResponse, type PointsGetLeaderboardApiArg } from '../../../../shared/api/generated/api';
import { apiErrorText } from '../../../../shared/api/api-error';
import { EmptyState } from '../../../../shared/ui/EmptyState';

const texts = pointsTexts.leaderboard;
type Period = NonNullable<PointsGetLeaderboardApiArg['period']>;
type Metric = NonNullable<PointsGetLeaderboardApiArg['metric']>;

/** antd's preset colours for the podium (named presets, not colours of our own). */
const PODIUM = ['gold', 'default', 'orange'] as const;

/**
 * The leaderboard tab (the spec's 'coming soon', built): this week, this month or all time, by
 * points or by contribution; the caller's own rank even outside the top; last period's MVPs.
 */
export function LeaderboardTab({ currentUserId }: { currentUserId?: string }) {
  const { token } = theme.useToken();
  const [period, setPeriod] = useState<Period>('week');
  const [metric, setMetric] = useState<Metric>('points');
  const board = usePointsGetLeaderboardQuery({ period, metric, limit: 50 });
  const unit = texts.unit[metric];

  const row = (entry: LeaderboardEntryResponse) => {
    const mine = entry.userId === currentUserId;
    return (
      <List.Item
        style={{ background: mine ? token.colorPrimaryBg : undefined, paddingInline: token.paddingSM, borderRadius: token.borderRadius }}
        aria-current={mine ? 'true' : undefined}
      >
        <Flex gap="middle" align="center" style={{ width: '100%', minWidth: 0 }}>
          <Flex align="center" justify="center" style={{ width: 36, flex: 'none' }}>
            {entry.rank <= 3 ? (
              <Tag color={PODIUM[entry.rank - 1]} style={{ marginInlineEnd: 0 }} aria-label={`${entry.rank}${texts.rank}`}>
                <CrownFilled /> {entry.rank}
              </Tag>
            ) : (
              <Typography.Text strong aria-label={`${entry.rank}${texts.rank}`}>
                {entry.rank}
              </Typography.Text>
            )}
          </Flex>
          <Flex vertical style={{ flex: 1, minWidth: 0 }}>
            <Typography.Text strong ellipsis>
              {entry.displayName || entry.userId}
              {mine && <Tag style={{ marginInlineStart: token.marginXS }}>{texts.you}</Tag>}
            </Typography.Text>
            {metric === 'contribution' && (
              <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
                {`${texts.quality} ${entry.feedbackQualityScore} ・ ${texts.feedForward} ${entry.feedForwardCount} ・ ${texts.responseRate} ${Math.round(entry.responseRate * 100)}%`}
              </Typography.Text>
            )}
          </Flex>
          <Typography.Text strong style={{ flex: 'none' }}>
            {entry.score}
            {unit}
          </Typography.Text>
        </Flex>
      </List.Item>
    );
  };

  return (
    <Flex vertical gap="middle">
      <Flex wrap gap="small" justify="space-between" align="center">
        <Segmented<Period>
          aria-label={texts.periodLabel}
          value={period}
          onChange={setPeriod}
          options={(['week', 'month', 'all'] as const).map((value) => ({ value, label: texts.periods[value] }))}
        />
        <Segmented<Metric>
          aria-label={texts.metricLabel}
          value={metric}
          onChange={setMetric}
          options={(['points', 'contribution'] as const).map((value) => ({ value, label: texts.metrics[value] }))}
        />
      </Flex>
      {metric === 'contribution' && (
        <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
          {texts.contributionHint}
        </Typography.Text>
      )}
      {board.isLoading || board.isFetching ? (
        <Skeleton active />
      ) : board.error || !board.data ? (
        <Alert type="error" showIcon title={texts.loadError} description={apiErrorText(board.error)} />
      ) : (
        <>
          <Typography.Text role="status">
            {board.data.me ? texts.yourRank(board.data.me.rank, board.data.me.score, unit) : texts.notRanked}
          </Typography.Text>
          {board.data.entries.length === 0 ? (
            <EmptyState size="compact" illustration="list" title={texts.empty} description={texts.emptyHint} />
          ) : (
            <List dataSource={board.data.entries} renderItem={row} size="small" />
          )}
          {board.data.me && board.data.me.rank > board.data.entries.length && <List dataSource={[board.data.me]} renderItem={row} size="small" />}
          {board.data.mvps.length > 0 && (
            <Card size="small" title={texts.mvpTitle}>
              <Flex vertical gap={4}>
                {board.data.mvps.map((mvp) => (
                  <Typography.Text key={`${mvp.periodKind}-${mvp.awardType}-${mvp.rank}`}>
                    {`${texts.mvpPeriod[mvp.periodKind as 'week' | 'month']}・${texts.mvpAward[mvp.awardType as Metric]} ${mvp.rank}位: ${mvp.displayName || mvp.userId}（${mvp.score}）`}
                  </Typography.Text>
                ))}
              </Flex>
            </Card>
          )}
        </>
      )}
    </Flex>
  );
}
