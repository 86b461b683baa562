import { estimateTextWidth, layoutLabels as layoutWithin, placeTitles } from './label-layout';

/** The 1on1 board's plot area. */
const PLOT = { left: 50, right: 570, top: 50, bottom: 330 };
const layoutLabels = (points: Parameters<typeof layoutWithin>[0], fontSize?: number, radius?: number) => layoutWithin(points, PLOT, fontSize, radius);

function labelBox(placement: { x: number; y: number; anchor: string }, width: number) {
  const left = placement.anchor === 'start' ? placement.x : placement.anchor === 'end' ? placement.x - width : placement.x - width / 2;
  return { left, right: left + width, top: placement.y - 12, bottom: placement.y };
}

describe('name labels on the board', () => {
  it('puts a name to the right of its point when there is room', () => {
    const labels = layoutLabels([{ id: 'a', px: 200, py: 200, text: '山田 太郎' }]);
    expect(labels.get('a')).toMatchObject({ anchor: 'start' });
    expect(labels.get('a')!.x).toBeGreaterThan(200);
  });

  it('keeps names near the right edge on the board', () => {
    const labels = layoutLabels([{ id: 'a', px: 565, py: 200, text: '山田 太郎' }]);
    expect(labels.get('a')!.anchor).not.toBe('start');
  });

  it('moves a name aside rather than over a neighbour’s name', () => {
    const points = [
      { id: 'a', px: 300, py: 200, text: '山本 大輔' },
      { id: 'b', px: 340, py: 202, text: '加藤 真由美' },
    ];
    const labels = layoutLabels(points);
    const a = labelBox(labels.get('a')!, estimateTextWidth(points[0].text, 12));
    const b = labelBox(labels.get('b')!, estimateTextWidth(points[1].text, 12));
    const overlapX = Math.min(a.right, b.right) - Math.max(a.left, b.left);
    const overlapY = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
    expect(overlapX <= 0 || overlapY <= 0).toBe(true);
  });
});

describe('board titles and names', () => {
  const title = {
    key: 'q',
    text: '成長期待',
    fontSize: 12,
    spots: [
      { x: 90, y: 68, anchor: 'start' as const },
      { x: 258, y: 68, anchor: 'end' as const },
    ],
  };

  it('keeps a title in its first spot when no dot is there', () => {
    const [placed] = placeTitles([title], [{ px: 300, py: 200 }], 10);
    expect(placed).toMatchObject({ x: 90, y: 68, anchor: 'start' });
  });

  it('moves a title to its next spot when a dot sits on the first', () => {
    const [placed] = placeTitles([title], [{ px: 100, py: 62 }], 10);
    expect(placed).toMatchObject({ x: 258, anchor: 'end' });
  });

  it('puts a name on the side away from a title', () => {
    const [placed] = placeTitles([title], [], 10);
    // A dot just left of the title: its name would go to the right, over the title.
    const labels = layoutWithin([{ id: 'a', px: 80, py: 64, text: '伊藤 隆' }], PLOT, 12, 9, [placed.box]);
    const label = labels.get('a')!;
    const box = labelBox(label, estimateTextWidth('伊藤 隆', 12));
    const overlapX = Math.min(box.right, placed.box.right) - Math.max(box.left, placed.box.left);
    const overlapY = Math.min(box.bottom, placed.box.bottom) - Math.max(box.top, placed.box.top);
    expect(overlapX <= 0 || overlapY <= 0).toBe(true);
  });

  it('leaves out a name that could only be drawn over names already there', () => {
    const crowd = ['山本 大輔', '加藤 真由美', '佐藤 花子', '鈴木 一郎', '高橋 誠', '田中 結衣', '伊藤 隆', '渡辺 健太', '中村 彩花', '小林 翔太'].map(
      (text, index) => ({ id: String(index), px: 300 + (index % 3), py: 200 + (index % 2), text }),
    );
    const labels = layoutWithin(crowd, PLOT, 12, 9);
    expect(labels.size).toBeGreaterThan(3);
    expect(labels.size).toBeLessThan(crowd.length);
    const boxes = [...labels].map(([id, placement]) => labelBox(placement, estimateTextWidth(crowd[Number(id)].text, 12)));
    for (const [i, a] of boxes.entries()) {
      for (const b of boxes.slice(i + 1)) {
        const width = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const height = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        const shared = width > 0 && height > 0 ? width * height : 0;
        expect(shared).toBeLessThanOrEqual(0.1 * (b.right - b.left) * 12);
      }
    }
  });
});
