import { render, screen } from '@testing-library/react';
import { makeStore } from '../../app/store';
import { TestProviders } from '../../test-support/test-providers';
import { LoadFailure, loadFailureKind } from './LoadFailure';

const show = (error: unknown) =>
  render(
    <TestProviders store={makeStore()}>
      <LoadFailure title="メンバー一覧を読み込めませんでした" error={error} onRetry={() => undefined} />
    </TestProviders>,
  );

describe('LoadFailure', () => {
  it('tells a database outage (503 with Retry-After) from a failure of the call', () => {
    expect(loadFailureKind({ status: 503, message: '503: x', databaseUnavailable: true })).toBe('databaseUnavailable');
    expect(loadFailureKind({ status: 503, message: '503: x' })).toBe('failed');
    expect(loadFailureKind({ status: 500, message: '500: x' })).toBe('failed');
  });

  it('says the database is unavailable only for an outage', () => {
    show({ status: 503, message: '503: x', databaseUnavailable: true });
    expect(screen.getByText('サーバーのデータベースに接続できません。復旧までしばらく待ってから、再読み込みしてください。')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '再読み込み' })).toBeInTheDocument();
  });

  it('says what happened for a network failure, a 404 and a 403', () => {
    show({ status: 'FETCH_ERROR', message: 'x' });
    expect(screen.getByText('サーバーに接続できませんでした。通信環境を確認して、再読み込みしてください。')).toBeInTheDocument();
    show({ status: 404, message: '404: Not Found' });
    expect(screen.getByText('見つかりませんでした。削除されたか、URLが変わった可能性があります。')).toBeInTheDocument();
    show({ status: 403, message: '403: x', data: { statusCode: 403, message: 'このチームのメンバーではありません' } });
    expect(screen.getByText('このチームのメンバーではありません')).toBeInTheDocument();
  });

  it("shows another failure as the server words it, under the screen's title", () => {
    show({ status: 500, message: '500: x', data: { statusCode: 500, message: 'サーバーでエラーが発生しました' } });
    expect(screen.getByText('メンバー一覧を読み込めませんでした')).toBeInTheDocument();
    expect(screen.getByText('サーバーでエラーが発生しました')).toBeInTheDocument();
  });
});
