import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { startMockServer } from '../../../test-support/msw';
import { renderApp } from '../../../test-support/render-app';
import { button, findBoard, giveTheBoardLayout, serveBoard, user } from './board-test-kit';
import { aGrowthHistory, aGrowthPoint, anEntry } from './one-on-one-mothers';

jest.setTimeout(60_000);

const server = startMockServer();

beforeAll(giveTheBoardLayout);
beforeEach(() => window.localStorage.clear());
afterEach(() => server.events.removeAllListeners());

const yamada = anEntry({
  employeeName: '山田 太郎',
  positionX: 0.8,
  positionY: 0.2,
  trustLevel: 0.8,
  mindsetLevel: 0.8,
  quadrant: 'strategy',
  approachLabel: '戦略・ビジネス',
  recommendedApproach: '対等なパートナーとして議論しましょう。',
  revision: 5,
});
const firstPoint = aGrowthPoint({
  x: 0.4,
  y: 0.6,
  trustLevel: 0.4,
  mindsetLevel: 0.4,
  timestamp: '2026-09-01T01:00:00.000Z',
  performanceLabel: '普通',
});
const secondPoint = aGrowthPoint({
  x: 0.6,
  y: 0.35,
  trustLevel: 0.6,
  mindsetLevel: 0.65,
  timestamp: '2026-10-01T01:00:00.000Z',
  changeValue: 45,
  performanceLabel: '良好',
});
const latestPoint = aGrowthPoint({
  x: 0.8,
  y: 0.2,
  trustLevel: 0.8,
  mindsetLevel: 0.8,
  timestamp: '2026-11-01T01:00:00.000Z',
  changeValue: 35,
  performanceLabel: '優秀',
  isLatest: true,
});
const history = aGrowthHistory(yamada, [firstPoint, secondPoint, latestPoint]);

function detailCard(name: string) {
  return within(screen.getByLabelText(name, { selector: '.ant-card' }));
}

function rows(name: string) {
  return detailCard(name)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
}

describe('growth history', () => {
  it('is read only while the trail or the detail data is shown', async () => {
    const calls = serveBoard(server, { entries: [yamada], histories: [history] });
    renderApp('/community/1on1');
    await findBoard();
    expect(calls.growthHistory).toBe(0);
    await user.click(screen.getByLabelText('成長の軌跡を表示'));
    await waitFor(() => expect(document.querySelector(`[data-trajectory-of="${yamada.id}"] path[marker-end]`)).not.toBeNull());
    expect(calls.growthHistory).toBe(1);
    expect(document.querySelectorAll('[data-trajectory-of] path[marker-end]')).toHaveLength(1);
    // The trail's past points carry their days, in order (the current position has none).
    expect([...document.querySelectorAll(`[data-trajectory-of="${yamada.id}"] text`)].map((t) => t.textContent)).toEqual(['9/1', '10/1']);
  });

  it('draws a member’s trail and trail legend line in the colour of their dot, not their department’s', async () => {
    const sato = anEntry({ employeeName: '佐藤 花子', positionX: 0.3, positionY: 0.3, departmentId: 'dev', departmentName: '開発部', departmentColor: '#52C41A' });
    const satoHistory = aGrowthHistory(sato, [aGrowthPoint({ x: 0.2, y: 0.5 }), aGrowthPoint({ x: 0.3, y: 0.3, isLatest: true })]);
    serveBoard(server, { entries: [yamada, sato], histories: [history, satoHistory] });
    renderApp('/community/1on1');
    const board = await findBoard();
    await user.click(screen.getByLabelText('成長の軌跡を表示'));
    await waitFor(() => expect(document.querySelectorAll('[data-trajectory-of] path[marker-end]')).toHaveLength(2));
    const legend = within(screen.getByRole('group', { name: '凡例' }));
    const dotColors = new Set<string>();
    for (const entry of [yamada, sato]) {
      const point = board.getByRole('button', { name: new RegExp(`^${entry.employeeName}`) });
      const dotColor = point.querySelector('.board-point-core')!.getAttribute('fill')!;
      dotColors.add(dotColor);
      expect(document.querySelector(`[data-trajectory-of="${entry.id}"] path[marker-end]`)).toHaveAttribute('stroke', dotColor);
      expect(legend.getByText(entry.employeeName).parentElement!.querySelector('line')).toHaveAttribute('stroke', dotColor);
    }
    expect(dotColors.size).toBe(2);
    expect(dotColors.has('#52C41A')).toBe(false);
  });

  it('tabulates each member’s points with signed change values, labels and the recommended approach', async () => {
    serveBoard(server, { entries: [yamada], histories: [history] });
    renderApp('/community/1on1');
    await findBoard();
    await user.click(screen.getByLabelText('詳細データを表示'));
    await screen.findByText('成長履歴の詳細');
    const card = await waitFor(() => detailCard('山田 太郎'));
    expect(card.getByText('対等なパートナーとして議論しましょう。')).toBeInTheDocument();
    expect(card.getByText('戦略・ビジネス')).toBeInTheDocument();
    // Computed from the current position: average of 80 % and 80 %.
    expect(card.getByText('現在の評価：優秀')).toBeInTheDocument();
    const table = rows('山田 太郎');
    expect(table.map((cells) => cells.slice(0, 1).concat(cells.slice(2, 6)))).toEqual([
      ['1', '40%', '40%', '—', '普通'],
      ['2', '65%', '60%', '+45%', '良好'],
      ['3', '80%', '80%', '+35%', '優秀'],
    ]);
    expect(table[2][6]).toBe('現在');
  });

  it('deletes a past point after confirmation, guarded by the entry’s revision', async () => {
    const calls = serveBoard(server, { entries: [yamada], histories: [history] });
    server.use(http.delete('/api/1on1-matrix/growth-history/:id', () => new HttpResponse(null, { status: 204 })));
    renderApp('/community/1on1');
    await findBoard();
    await user.click(screen.getByLabelText('詳細データを表示'));
    await user.click(await screen.findByLabelText('1番目のポイントを削除'));
    await user.click(button('削除する'));
    expect(await screen.findByText('成長履歴ポイントを削除しました')).toBeInTheDocument();
    expect(calls.requests).toEqual([
      { method: 'DELETE', path: `/api/1on1-matrix/growth-history/${firstPoint.id}`, body: null, ifMatch: '5' },
    ]);
    expect(screen.queryByLabelText('3番目のポイントを削除')).not.toBeInTheDocument();
  });

  it('titles a failed deletion 削除に失敗しました', async () => {
    serveBoard(server, { entries: [yamada], histories: [history] });
    server.use(http.delete('/api/1on1-matrix/growth-history/:id', () => HttpResponse.error()));
    renderApp('/community/1on1');
    await findBoard();
    await user.click(screen.getByLabelText('詳細データを表示'));
    await user.click(await screen.findByLabelText('2番目のポイントを削除'));
    await user.click(button('削除する'));
    expect(await screen.findByText('削除に失敗しました')).toBeInTheDocument();
  });
});
