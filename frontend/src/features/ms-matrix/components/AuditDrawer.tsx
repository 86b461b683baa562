import { Drawer, Skeleton, Timeline } from 'antd';
import { Typography } from '../../../shared/ui/Typography';
import dayjs from 'dayjs';
import type { MatrixAuditPositionResponse, MatrixAuditRecordResponse, MsMatrixEntryResponse } from '../../../shared/api/generated/ms-matrix';
import { msMatrixMessages as m } from '../../../locales/ja-JP/ms-matrix';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { brand } from '../../../shared/ui/brand-tokens';
import { LinkButton } from '../../../shared/ui/LinkButton';
import { growthTrailTexts } from '../../../locales/ja-JP/growth-trail';
import { useMsMatrixGetEntryAuditQuery } from '../api/ms-matrix-api';
import { LoadFailure } from '../../../shared/ui/LoadFailure';

const actionColors: Record<MatrixAuditRecordResponse['action'], string> = {
  placed: brand.success,
  moved: brand.primary,
  point_deleted: brand.error,
  history_cleared: brand.error,
  removed: brand.inkDisabled,
};

const levels = (position: MatrixAuditPositionResponse) => m.audit.position(position.skillLevel, position.mindsetLevel);

function describe(record: MatrixAuditRecordResponse, recorded: ReadonlyMap<string, MatrixAuditPositionResponse>): { title: string; detail: string | null } {
  switch (record.action) {
    case 'placed':
      return { title: m.audit.placed, detail: record.to ? levels(record.to) : null };
    case 'moved':
      return { title: m.audit.moved, detail: record.from && record.to ? `${levels(record.from)} → ${levels(record.to)}` : null };
    case 'point_deleted': {
      const point = record.pointId ? recorded.get(record.pointId) : undefined;
      return { title: m.audit.pointDeleted, detail: point ? m.audit.deletedPoint(levels(point)) : null };
    }
    case 'history_cleared':
      return { title: m.audit.historyCleared(record.deletedPointIds.length), detail: null };
    case 'removed':
      return { title: m.audit.removed, detail: record.from ? levels(record.from) : null };
  }
}

/** Who moved a member when, from where to where, and which points were deleted by whom (managers only). */
export function AuditDrawer({ entry, onClose }: { entry: MsMatrixEntryResponse | null; onClose: () => void }) {
  const { data, isFetching, error } = useMsMatrixGetEntryAuditQuery({ id: entry?.id ?? '' }, { skip: !entry, refetchOnMountOrArgChange: true });
  // A deleted point is named by id only; its position is where it was recorded.
  const recorded = new Map<string, MatrixAuditPositionResponse>();
  for (const record of data ?? []) if (record.pointId && record.to) recorded.set(record.pointId, record.to);

  return (
    <Drawer
      open={entry !== null}
      onClose={onClose}
      title={entry ? m.audit.title(entry.memberName) : undefined}
      size={420}
      extra={
        entry && (
          <LinkButton size="small" to={`/community/members/${entry.memberId}/growth-trail?team=${encodeURIComponent(entry.teamId)}`}>
            {growthTrailTexts.open}
          </LinkButton>
        )
      }
    >
      {error !== undefined ? (
        <LoadFailure title={m.audit.loadFailed} error={error} />
      ) : isFetching || !data ? (
        <Skeleton active />
      ) : data.length === 0 ? (
        <EmptyState size="compact" illustration="list" title={m.audit.empty} />
      ) : (
        <Timeline
          items={[...data].reverse().map((record, index) => {
            const { title, detail } = describe(record, recorded);
            return {
              key: `${record.at}-${index}`,
              color: actionColors[record.action],
              content: (
                <>
                  <Typography.Text strong>{title}</Typography.Text>
                  {detail && <div>{detail}</div>}
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {dayjs(record.at).format('YYYY/MM/DD HH:mm')}・{m.audit.by(record.actorName ?? m.audit.unknownActor)}
                  </Typography.Text>
                </>
              ),
            };
          })}
        />
      )}
    </Drawer>
  );
}
