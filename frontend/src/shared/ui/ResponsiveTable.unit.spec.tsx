import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { atWidth, columnHeaders as headers, resetWidth } from '../../test-support/viewport';
import { ResponsiveTable, type ResponsiveColumn } from './ResponsiveTable';

interface Row {
  id: string;
  at: string;
  action: string;
  actor: string;
  from: string;
  to: string;
}

const rows: Row[] = [{ id: 'r1', at: '2026/11/25 12:00', action: '移動', actor: '佐藤 花子', from: '育成・支援', to: '活躍・リーダー候補' }];
const columns: ResponsiveColumn<Row>[] = [
  { key: 'at', title: '日時', dataIndex: 'at', width: 150, keep: true },
  { key: 'action', title: '操作', dataIndex: 'action', width: 130, keep: true },
  { key: 'actor', title: '操作した人', dataIndex: 'actor', width: 140, priority: 3 },
  { key: 'from', title: '移動前', dataIndex: 'from', width: 190, priority: 2 },
  { key: 'to', title: '移動後', render: (_: unknown, row: Row) => `→ ${row.to}`, width: 190, priority: 1 },
];


describe('a responsive table', () => {
  afterEach(resetWidth);

  it('keeps its key columns on a 390 px phone and folds the others into the row, label and value', async () => {
    atWidth(390);
    render(<ResponsiveTable<Row> rowKey="id" columns={columns} dataSource={rows} pagination={false} />);
    expect(headers()).toEqual(['日時', '操作']);
    expect(screen.queryByText('佐藤 花子')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /展開|expand/i }));
    const folded = document.querySelector('.responsive-table-folded') as HTMLElement;
    expect(within(folded).getByText('操作した人').closest('div')).toHaveTextContent('操作した人佐藤 花子');
    expect(within(folded).getByText('移動後').closest('div')).toHaveTextContent('移動後→ 活躍・リーダー候補');
    expect(within(folded).getByText('移動前').closest('div')).toHaveTextContent('移動前育成・支援');
  });

  it('shows every column, with no expand button, where they all fit', () => {
    atWidth(1280);
    render(<ResponsiveTable<Row> rowKey="id" columns={columns} dataSource={rows} pagination={false} />);
    expect(headers()).toEqual(['日時', '操作', '操作した人', '移動前', '移動後']);
    expect(screen.queryByRole('button', { name: /展開|expand/i })).not.toBeInTheDocument();
    expect(screen.getByText('→ 活躍・リーダー候補')).toBeInTheDocument();
  });

  it('shows a folded column that renders nothing as 「—」 under its label', async () => {
    atWidth(390);
    const withEmpty: ResponsiveColumn<Row>[] = [...columns.slice(0, 2), { key: 'error', title: '直近のエラー', render: () => null, width: 200, priority: 1 }];
    render(<ResponsiveTable<Row> rowKey="id" columns={withEmpty} dataSource={rows} pagination={false} />);
    await userEvent.click(screen.getByRole('button', { name: /展開|expand/i }));
    const folded = document.querySelector('.responsive-table-folded') as HTMLElement;
    expect(within(folded).getByText('直近のエラー').closest('div')).toHaveTextContent('直近のエラー—');
  });

  it("keeps the caller's own expanded row under the folded columns", async () => {
    atWidth(390);
    render(<ResponsiveTable<Row> rowKey="id" columns={columns} dataSource={rows} pagination={false} expandable={{ expandedRowRender: (row) => <p>{`詳細 ${row.id}`}</p> }} />);
    await userEvent.click(screen.getByRole('button', { name: /展開|expand/i }));
    expect(screen.getByText('詳細 r1')).toBeInTheDocument();
    expect(screen.getByText('佐藤 花子')).toBeInTheDocument();
  });
});
