import { jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { awaitNotifier, notifier, setNotifier } from './notifier';

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

  it('keeps a toast asked for while the bridge is loading, and shows it with the bridge once it registers', () => {
    setNotifier(undefined);
    awaitNotifier(new Promise(() => undefined));
    notifier().warning({ title: '注意', description: '読み込み中に出たお知らせ' });
    const warning = jest.fn();
    setNotifier({ error: jest.fn(), success: jest.fn(), info: jest.fn(), warning, open: jest.fn(), destroy: jest.fn() });
    expect(warning).toHaveBeenCalledWith({ title: '注意', description: '読み込み中に出たお知らせ' });
    setNotifier(undefined);
  });

  it("shows the waiting toasts with antd's static API when the bridge's code fails to load", async () => {
    setNotifier(undefined);
    awaitNotifier(Promise.reject(new Error('chunk failed to load')));
    notifier().error({ title: '通信エラー', description: 'ブリッジなしでも表示される' });
    expect(await screen.findByText('ブリッジなしでも表示される', {}, { timeout: 15_000 })).toBeInTheDocument();
  });
});
