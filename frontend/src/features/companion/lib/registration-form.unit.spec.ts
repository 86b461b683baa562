import { validateRegistration, type RegistrationValues } from './registration-form';

const valid: RegistrationValues = { name: '佐藤 花子', companyName: '株式会社サンプル', email: 'hanako@example.com', emailConfirm: 'hanako@example.com' };
const registration = (overrides: Partial<RegistrationValues>) => ({ ...valid, ...overrides });

describe('registration form rules (spec part 1 §5)', () => {
  it.each([
    [{ name: '  ' }, { name: 'お名前を入力してください' }],
    [{ companyName: '' }, { companyName: '会社名を入力してください' }],
    [{ email: 'hanako@', emailConfirm: 'hanako@' }, { email: '有効なメールアドレスを入力してください', emailConfirm: '有効なメールアドレスを入力してください' }],
    [{ emailConfirm: 'other@example.com' }, { emailConfirm: 'メールアドレスが一致しません' }],
    [{ emailConfirm: 'not an address' }, { emailConfirm: '有効なメールアドレスを入力してください' }],
    [{}, {}],
  ])('%j → %j', (overrides, expected) => {
    expect(validateRegistration(registration(overrides))).toEqual(expected);
  });
});
