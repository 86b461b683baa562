import { refusalText } from './refusal-text';

const texts = { network: 'ネットワークエラー', fallback: '送信中にエラーが発生しました' };

describe('refusalText', () => {
  it("shows the server's validation messages without the field names it puts first", () => {
    const error = {
      status: 400,
      data: { statusCode: 400, message: ['email: 有効なメールアドレスを入力してください', 'phone: 電話番号は数字と「+」「-」「()」で30文字以内で入力してください'], error: 'Bad Request' },
    };
    expect(refusalText(error, texts)).toBe('有効なメールアドレスを入力してください、電話番号は数字と「+」「-」「()」で30文字以内で入力してください');
  });

  it('keeps a single message as the server wrote it', () => {
    expect(refusalText({ status: 429, data: { message: 'リクエストが多すぎます: しばらくしてから再度お試しください' } }, texts)).toBe('リクエストが多すぎます: しばらくしてから再度お試しください');
  });

  it('answers the network text when nothing answered, the generic text when the server said nothing', () => {
    expect(refusalText({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }, texts)).toBe('ネットワークエラー');
    expect(refusalText({ status: 500, data: null }, texts)).toBe('送信中にエラーが発生しました');
  });
});
