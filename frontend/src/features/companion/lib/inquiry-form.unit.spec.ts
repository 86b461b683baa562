import { validateInquiry, type InquiryValues } from './inquiry-form';

const valid: InquiryValues = {
  companyName: '株式会社サンプル',
  contactPerson: '田中 一郎',
  email: 'ichiro@example.com',
  phone: '',
  inquiryType: 'organization',
  message: '導入の相談です。',
};

describe('inquiry form rules (spec part 1 §5)', () => {
  it.each([
    [{ companyName: ' ' }, { companyName: '会社名を入力してください' }],
    [{ contactPerson: '' }, { contactPerson: 'ご担当者名を入力してください' }],
    [{ email: 'ichiro.example.com' }, { email: '有効なメールアドレスを入力してください' }],
    [{ inquiryType: '' as const }, { inquiryType: 'お問い合わせ種別を選択してください' }],
    [{ message: '\n' }, { message: 'お問い合わせ内容を入力してください' }],
    [{ phone: '' }, {}],
  ])('%j → %j', (overrides, expected) => {
    expect(validateInquiry({ ...valid, ...overrides })).toEqual(expected);
  });
});
