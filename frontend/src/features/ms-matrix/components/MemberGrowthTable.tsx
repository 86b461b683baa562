import { DeleteOutlined } from '@ant-design/icons';
import { Button, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import type { MatrixGrowthPointResponse } from '../../../shared/api/generated/ms-matrix';
import { msMatrixMessages as m } from '../../../locales/ja-JP/ms-matrix';

interface MemberGrowthTableProps {
  points: readonly MatrixGrowthPointResponse[];
  /** Past points can be deleted (the caller manages the team). */
  onDeletePoint?: (point: MatrixGrowthPointResponse) => void;
}

/** One member's growth points (index, date, skill, mindset), oldest first; the last is the current position. */
export function MemberGrowthTable({ points, onDeletePoint }: MemberGrowthTableProps) {
  const latestId = points.at(-1)?.id;
  return (
    <Table<MatrixGrowthPointResponse>
      size="small"
      rowKey="id"
      pagination={false}
      dataSource={points as MatrixGrowthPointResponse[]}
      scroll={points.length > 8 ? { y: 280 } : undefined}
      columns={[
        { title: m.detail.index, key: 'index', width: 48, render: (_value, _point, index) => index + 1 },
        {
          title: m.detail.date,
          dataIndex: 'timestamp',
          render: (timestamp: string, point) => (
            <>
              {dayjs(timestamp).format('YYYY/MM/DD HH:mm')}
              {point.id === latestId && (
                <Tag color="processing" style={{ marginInlineStart: 8 }}>
                  {m.point.current}
                </Tag>
              )}
            </>
          ),
        },
        { title: m.detail.skill, dataIndex: 'skillLevel', width: 80, align: 'right' },
        { title: m.detail.mindset, dataIndex: 'mindsetLevel', width: 80, align: 'right' },
        ...(onDeletePoint
          ? [
              {
                title: '',
                key: 'actions',
                width: 72,
                render: (_value: unknown, point: MatrixGrowthPointResponse) =>
                  point.id === latestId ? null : (
                    <Button
                      type="text"
                      danger
                      size="small"
                      icon={<DeleteOutlined />}
                      aria-label={m.board.pointLabel(dayjs(point.timestamp).format('YYYY/MM/DD HH:mm'), point.skillLevel, point.mindsetLevel)}
                      onClick={() => onDeletePoint(point)}
                    >
                      {m.detail.deletePoint}
                    </Button>
                  ),
              },
            ]
          : []),
      ]}
    />
  );
}
