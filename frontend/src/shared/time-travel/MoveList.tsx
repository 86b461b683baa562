import { Flex, Tag } from 'antd';
import { Typography } from '../ui/Typography';
import { Panel } from '../ui/Panel';
import { timeTravelMessages as m } from '../../locales/ja-JP/time-travel';
import { brand } from '../ui/brand-tokens';
import type { BoardMove } from './board-moves';
import { formatCalendarDate } from '../lib/datetime';

const KIND_COLOR = { moved: 'blue', joined: 'green', left: 'default' } as const;

/** Who moved where between two days, as a list: name, kind, from → to (where on the board). */
export function MoveList({ moves, from, to }: { moves: readonly BoardMove[]; from: string; to: string }) {
  return (
    <Panel size="small" title={m.moves.title(formatCalendarDate(from, 'day'), formatCalendarDate(to, 'day'))} extra={moves.length > 0 && m.moves.count(moves.length)}>
      {moves.length === 0 ? (
        <Typography.Text type="secondary">{m.moves.none}</Typography.Text>
      ) : (
        <ul data-testid="board-moves" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {moves.map((move) => (
            <li key={move.id} style={{ padding: `${brand.space[1]}px 0`, borderBottom: `1px solid ${brand.border}` }}>
              <Flex wrap gap="small" align="center">
                <Typography.Text strong style={{ minWidth: 96 }}>
                  {move.name}
                </Typography.Text>
                <Tag color={KIND_COLOR[move.kind]}>{m.moves[move.kind]}</Tag>
                <Typography.Text type="secondary" style={{ flex: '1 1 260px' }}>
                  {move.from ? move.from.area : '—'} {m.moves.arrow} {move.to ? move.to.area : '—'}
                </Typography.Text>
              </Flex>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
