import { jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { notifier, setNotifier } from './notifier';

describe('notifier', () => {
  it("shows a toast before any antd App is mounted, loading antd's notification only then", async () => {
    setNotifier(undefined);
    notifier().error({ title: '認証エラー', description: 'ログインが必要です。ログイン画面に移動します...' });
    expect(await screen.findByText('ログインが必要です。ログイン画面に移動します...', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText('認証エラー')).toBeInTheDocument();
  });

  it("uses the mounted App's instance once one is registered, and stops when it unmounts", () => {
    const error = jest.fn();
    setNotifier({ error, success: jest.fn(), info: jest.fn(), warning: jest.fn(), open: jest.fn(), destroy: jest.fn() });
    notifier().error({ title: 'エラー', description: 'チームの作成に失敗しました' });
    expect(error).toHaveBeenCalledWith({ title: 'エラー', description: 'チームの作成に失敗しました' });
    setNotifier(undefined);
    notifier().error({ title: 'エラー', description: '二度目' });
    expect(error).toHaveBeenCalledTimes(1);
  });
});
