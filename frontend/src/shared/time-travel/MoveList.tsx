import { Card, List, Tag, Typography } from 'antd';
import { timeTravelMessages as m } from '../../locales/ja-JP/time-travel';
import type { BoardMove } from './board-moves';
import { formatDay } from './time-travel-dates';

const KIND_COLOR = { moved: 'blue', joined: 'green', left: 'default' } as const;

/** Who moved where between two days, as a list: name, kind, from → to (area and position). */
export function MoveList({ moves, from, to }: { moves: readonly BoardMove[]; from: string; to: string }) {
  return (
    <Card size="small" title={m.moves.title(formatDay(from), formatDay(to))} extra={moves.length > 0 && m.moves.count(moves.length)}>
      {moves.length === 0 ? (
        <Typography.Text type="secondary">{m.moves.none}</Typography.Text>
      ) : (
        <List
          size="small"
          data-testid="board-moves"
          dataSource={moves as BoardMove[]}
          renderItem={(move) => (
            <List.Item key={move.id}>
              <Typography.Text strong style={{ minWidth: 96 }}>
                {move.name}
              </Typography.Text>
              <Tag color={KIND_COLOR[move.kind]}>{m.moves[move.kind]}</Tag>
              <Typography.Text type="secondary" style={{ flex: 1, textAlign: 'right' }}>
                {move.from ? move.from.area : '—'} {m.moves.arrow} {move.to ? move.to.area : '—'}
              </Typography.Text>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
