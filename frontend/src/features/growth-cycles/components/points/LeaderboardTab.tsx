import { CrownFilled } from '@ant-design/icons';
import { Col, Flex, List, Row, Segmented, Skeleton, Tag, theme, Typography as AntTypography } from 'antd';
import { Typography } from '../../../../shared/ui/Typography';
import { Panel } from '../../../../shared/ui/Panel';
import { useState } from 'react';
import { pointsTexts } from '../../../../locales/ja-JP/points';
import { usePointsGetLeaderboardQuery, type LeaderboardEntryResponse, type PointsGetLeaderboardApiArg } from '../../../../shared/api/generated/points';
import { EmptyState } from '../../../../shared/ui/EmptyState';
import { LoadFailure } from '../../../../shared/ui/LoadFailure';
import { PersonAvatar } from '../../../../shared/ui/PersonAvatar';

const texts = pointsTexts.leaderboard;
type Period = NonNullable<PointsGetLeaderboardApiArg['period']>;
type Metric = NonNullable<PointsGetLeaderboardApiArg['metric']>;

/** antd's preset colours for the podium (named presets, not colours of our own). */
const PODIUM = ['gold', 'default', 'orange'] as const;

/** The MVP card's groups: last week's and last month's, each by points and by contribution. */
const MVP_GROUPS = (['week', 'month'] as const).flatMap((kind) => (['points', 'contribution'] as const).map((award) => ({ kind, award })));

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
              <Tag color={PODIUM[entry.rank - 1]} style={{ marginInlineEnd: 0 }} aria-label={texts.mvpRank(entry.rank)}>
                <CrownFilled /> {entry.rank}
              </Tag>
            ) : (
              <Typography.Text strong aria-label={texts.mvpRank(entry.rank)}>
                {entry.rank}
              </Typography.Text>
            )}
          </Flex>
          <PersonAvatar name={entry.displayName || entry.userId} userId={entry.userId} size={32} />
          <Flex vertical style={{ flex: 1, minWidth: 0 }}>
            <AntTypography.Text strong ellipsis>
              {entry.displayName || entry.userId}
              {mine && <Tag style={{ marginInlineStart: token.marginXS }}>{texts.you}</Tag>}
            </AntTypography.Text>
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
        <LoadFailure title={texts.loadError} error={board.error} />
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
          {board.data.me && !board.data.entries.some((entry) => entry.userId === board.data.me?.userId) && <List dataSource={[board.data.me]} renderItem={row} size="small" />}
          {board.data.mvps.length > 0 && (
            <Panel size="small" title={texts.mvpTitle}>
              <Row gutter={[token.marginLG, token.margin]}>
                {MVP_GROUPS.map(({ kind, award }) => {
                  const awards = board.data.mvps.filter((mvp) => mvp.periodKind === kind && mvp.awardType === award);
                  if (awards.length === 0) return null;
                  const label = `${texts.mvpPeriod[kind]}・${texts.mvpAward[award]}`;
                  return (
                    <Col key={`${kind}-${award}`} xs={24} sm={12} xl={6}>
                      <Flex vertical gap={4} role="group" aria-label={label}>
                        <Typography.Text type="secondary" strong>
                          {label}
                        </Typography.Text>
                        {awards.map((mvp) => (
                          <Flex key={mvp.userId} gap="small" align="baseline" style={{ minWidth: 0 }}>
                            <Typography.Text type="secondary" style={{ flex: 'none', width: 28 }}>
                              {texts.mvpRank(mvp.rank)}
                            </Typography.Text>
                            <AntTypography.Text ellipsis style={{ flex: 1, minWidth: 0 }}>
                              {mvp.displayName || mvp.userId}
                            </AntTypography.Text>
                            <Typography.Text strong style={{ flex: 'none' }}>
                              {mvp.score}
                              {texts.unit[award]}
                            </Typography.Text>
                          </Flex>
                        ))}
                      </Flex>
                    </Col>
                  );
                })}
              </Row>
            </Panel>
          )}
        </>
      )}
    </Flex>
  );
}
