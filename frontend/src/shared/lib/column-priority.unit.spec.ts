import { columnsThatFit } from './column-priority';

const columns = [
  { key: 'at', width: 150, keep: true },
  { key: 'action', width: 130, keep: true },
  { key: 'actor', width: 140, priority: 3 },
  { key: 'from', width: 190, priority: 2 },
  { key: 'to', width: 190, priority: 1 },
];
const keys = (list: { key: string }[]) => list.map((c) => c.key);

describe('the column-priority rule', () => {
  it('shows every column when their widths fit', () => {
    expect(keys(columnsThatFit(columns, 800).shown)).toEqual(['at', 'action', 'actor', 'from', 'to']);
    expect(columnsThatFit(columns, 800).folded).toEqual([]);
  });

  it('keeps the key columns on a phone, whatever their width, and folds the rest', () => {
    const { shown, folded } = columnsThatFit(columns, 200);
    expect(keys(shown)).toEqual(['at', 'action']);
    expect(keys(folded)).toEqual(['actor', 'from', 'to']);
  });

  it('adds the others by priority while they fit, in the declared order on screen', () => {
    // 280 kept + 190 (to) = 470; from (190) would pass 620, actor (140) fits: 610.
    expect(keys(columnsThatFit(columns, 620).shown)).toEqual(['at', 'action', 'actor', 'to']);
    expect(keys(columnsThatFit(columns, 620).folded)).toEqual(['from']);
  });

  it('takes the declared order when no priority is given, and 120 px for a column without a width', () => {
    const plain = [{ key: 'a', keep: true, width: 100 }, { key: 'b' }, { key: 'c' }];
    expect(keys(columnsThatFit(plain, 230).shown)).toEqual(['a', 'b']);
    expect(keys(columnsThatFit(plain, 340).shown)).toEqual(['a', 'b', 'c']);
  });
});
