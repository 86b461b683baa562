import { jest } from '@jest/globals';
import { http, HttpResponse } from 'msw';
import { makeStore } from '../../app/store';
import { startMockServer } from '../../test-support/msw';
import { setNotifier } from '../ui/notifier';
import { allEndpoints } from './generated/all-endpoints';
import { registerWriteFailures } from './write-failures';

const server = startMockServer();

function fakeNotifier() {
  const error = jest.fn();
  setNotifier({ error, success: jest.fn(), info: jest.fn(), warning: jest.fn(), open: jest.fn(), destroy: jest.fn() });
  return error;
}

afterEach(() => setNotifier(undefined));

describe('the write-failure listener', () => {
  registerWriteFailures({
    teamsCreateTeam: 'チームの作成に失敗しました',
    teamsLeaveTeam: (_arg, error) => (error.status === 409 ? null : 'チームからの退出に失敗しました'),
  });

  it("shows a failed write once, with its endpoint's summary and the server's reason", async () => {
    const toast = fakeNotifier();
    server.use(http.post('/api/teams', () => HttpResponse.json({ statusCode: 500, message: 'サーバーでエラーが発生しました' }, { status: 500 })));
    const store = makeStore();
    await store.dispatch(allEndpoints.teamsCreateTeam.initiate({ createTeamRequest: { name: 'A', organizationType: 'company' } }));
    expect(toast).toHaveBeenCalledTimes(1);
    expect(toast).toHaveBeenCalledWith({ title: 'エラー', description: 'チームの作成に失敗しました（サーバーでエラーが発生しました）' });
  });

  it("shows a refusal's reason alone (decision 0028)", async () => {
    const toast = fakeNotifier();
    server.use(http.post('/api/teams', () => HttpResponse.json({ statusCode: 409, message: 'このチーム名は既に使われています' }, { status: 409 })));
    await makeStore().dispatch(allEndpoints.teamsCreateTeam.initiate({ createTeamRequest: { name: 'A', organizationType: 'company' } }));
    expect(toast).toHaveBeenCalledWith({ title: 'エラー', description: 'このチーム名は既に使われています' });
  });

  it('says nothing for a failure the screen shows itself, or for a write with no registered text', async () => {
    const toast = fakeNotifier();
    server.use(
      http.delete('/api/user-teams/:teamId', () => HttpResponse.json({ statusCode: 409, message: '最後のリーダーは退出できません' }, { status: 409 })),
      http.delete('/api/teams/:id', () => HttpResponse.json({ statusCode: 500, message: 'x' }, { status: 500 })),
    );
    const store = makeStore();
    await store.dispatch(allEndpoints.teamsLeaveTeam.initiate({ teamId: 't1' }));
    await store.dispatch(allEndpoints.teamsDeleteTeam.initiate({ id: 't1', 'If-Match': '1' }));
    expect(toast).not.toHaveBeenCalled();
  });
});
