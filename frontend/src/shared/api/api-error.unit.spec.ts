import { apiErrorText } from './api-error';

const conflict = { status: 409, message: '409: {...}', data: { statusCode: 409, message: '同じ名前の部署があります', error: 'Conflict' } };

describe('apiErrorText', () => {
  it("shows the server's message when the action has no text of its own", () => {
    expect(apiErrorText(conflict)).toBe('同じ名前の部署があります');
  });

  it("puts the spec's text first and the server's reason after it", () => {
    expect(apiErrorText(conflict, '部署の作成に失敗しました')).toBe('部署の作成に失敗しました（同じ名前の部署があります）');
  });

  it('joins validation messages, one per field', () => {
    const error = { status: 400, message: '400: {...}', data: { statusCode: 400, message: ['name: 必須です', 'teamId: 必須です'] } };
    expect(apiErrorText(error)).toBe('name: 必須です、teamId: 必須です');
  });

  it('falls back to "status: text" for a body that is not JSON', () => {
    expect(apiErrorText({ status: 502, message: '502: Bad Gateway' })).toBe('502: Bad Gateway');
    expect(apiErrorText({ status: 502, message: '502: Bad Gateway' }, 'チームの作成に失敗しました')).toBe('チームの作成に失敗しました（502: Bad Gateway）');
  });

  it('uses only the summary for anything that is not an API error', () => {
    expect(apiErrorText(new TypeError('x'), 'チームの作成に失敗しました')).toBe('チームの作成に失敗しました');
    expect(apiErrorText(undefined)).toBe('予期しないエラーが発生しました。');
  });
});
