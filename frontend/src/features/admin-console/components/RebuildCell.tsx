import { Flex, Progress, Typography as AntTypography } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import { adminConsoleTexts } from '../../../locales/ja-JP/admin-console';
import type { RebuildProgressDto } from '../../../shared/api/generated/projections-admin';
import { rebuildPercent } from '../lib/format';
import { formatInstant } from '../../../shared/lib/datetime';

const texts = adminConsoleTexts.projections;

/** A projection's rebuild: a live progress bar with time left while under way, else the last one's outcome and who started it. */
export function RebuildCell({ rebuild }: { rebuild: RebuildProgressDto }) {
  const underWay = rebuild.state === 'queued' || rebuild.state === 'rebuilding';
  const who = rebuild.startedBy ?? texts.systemStarted;
  // A queued rebuild has read nothing yet (its total is not known): an empty bar, not a full one.
  const percent = rebuild.state === 'queued' ? 0 : rebuildPercent(rebuild.done, rebuild.total);
  return (
    <Flex vertical gap={2} style={{ minWidth: 180 }}>
      {underWay ? (
        <>
          <Progress
            percent={percent}
            status="active"
            size="small"
            aria-label={`${texts.columns.rebuild} ${percent}%`}
          />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {rebuild.state === 'queued'
              ? texts.rebuildState.queued
              : [texts.progress(rebuild.done, rebuild.total), rebuild.secondsLeft !== null ? texts.secondsLeft(rebuild.secondsLeft) : null].filter(Boolean).join('・')}
          </Typography.Text>
        </>
      ) : (
        <Typography.Text type={rebuild.state === 'failed' ? 'danger' : undefined}>{texts.rebuildState[rebuild.state]}</Typography.Text>
      )}
      {rebuild.startedAt && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {texts.startedBy(who, formatInstant(rebuild.startedAt, 'logTimestamp'))}
        </Typography.Text>
      )}
      {rebuild.state === 'failed' && rebuild.error && (
        <AntTypography.Text type="danger" style={{ fontSize: 12 }} ellipsis={{ tooltip: rebuild.error }}>
          {rebuild.error}
        </AntTypography.Text>
      )}
    </Flex>
  );
}
