import { apiErrorText } from './api-error';

const conflict = { status: 409, message: '409: {...}', data: { statusCode: 409, message: '同じ名前の部署があります', error: 'Conflict' } };

describe('apiErrorText', () => {
  it("shows the server's message when the action has no text of its own", () => {
    expect(apiErrorText(conflict)).toBe('同じ名前の部署があります');
  });

  it("shows only the server's reason for a request that retrying cannot fix, without the spec's 'try again'", () => {
    const duplicate = { status: 409, message: '409: {...}', data: { statusCode: 409, message: 'この役職名はチーム内で既に使われています（重複）' } };
    expect(apiErrorText(duplicate, '役職の追加に失敗しました。再度お試しください。')).toBe('この役職名はチーム内で既に使われています（重複）');
    const invalid = { status: 400, message: '400: {...}', data: { statusCode: 400, message: ['name: 必須です'] } };
    expect(apiErrorText(invalid, '役職の追加に失敗しました。再度お試しください。')).toBe('必須です');
    const forbidden = { status: 403, message: '403: {...}', data: { statusCode: 403, message: 'このチームを変更する権限がありません' } };
    expect(apiErrorText(forbidden, 'チームの削除に失敗しました')).toBe('このチームを変更する権限がありません');
  });

  it("keeps the spec's text first, the server's reason after it, for a failure that may pass on retry", () => {
    const busy = { status: 429, message: '429: {...}', data: { statusCode: 429, message: '混み合っています' } };
    expect(apiErrorText(busy, '部署の作成に失敗しました。再度お試しください。')).toBe('部署の作成に失敗しました。再度お試しください。（混み合っています）');
    const failed = { status: 500, message: '500: {...}', data: { statusCode: 500, message: '保存できませんでした' } };
    expect(apiErrorText(failed, '部署の作成に失敗しました')).toBe('部署の作成に失敗しました（保存できませんでした）');
  });

  it("keeps the spec's text for a client error the server did not explain", () => {
    expect(apiErrorText({ status: 409, message: '409: Conflict' }, '部署の作成に失敗しました')).toBe('部署の作成に失敗しました（409: Conflict）');
  });

  it("joins validation messages, one per field, without the field names the server puts first", () => {
    const error = { status: 400, message: '400: {...}', data: { statusCode: 400, message: ['name: 名前は必須です', 'teamId: チームは必須です'] } };
    expect(apiErrorText(error)).toBe('名前は必須です、チームは必須です');
    const one = { status: 400, message: '400: {...}', data: { statusCode: 400, message: 'file: CSVファイルを添付してください' } };
    expect(apiErrorText(one)).toBe('CSVファイルを添付してください');
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
