import { deciderSpec } from '../../../test-support/decider-spec.js';
import { anInquiry, anInquiryProcessed, anInquiryReceived, aProcessCommand } from './companion.mother.js';
import { inquiryDecider } from './inquiry.js';

const { given } = deciderSpec(inquiryDecider);

describe('inquiry decider', () => {
  it('receives an inquiry, trimmed, with no phone when none is given', () => {
    given().when(anInquiry({ contactPerson: ' 佐藤 花子 ', phone: '' })).then([anInquiryReceived({ phone: null })]);
  });
  it.each([
    [{ companyName: ' ' }, 'COMPANION.REQUIRED', 'companyName: 会社名を入力してください'],
    [{ contactPerson: '' }, 'COMPANION.REQUIRED', 'contactPerson: ご担当者名を入力してください'],
    [{ email: 'no-at-sign' }, 'COMPANION.INVALID_EMAIL', 'email: 有効なメールアドレスを入力してください'],
    [{ message: '\n' }, 'COMPANION.REQUIRED', 'message: お問い合わせ内容を入力してください'],
    [{ phone: '=HYPERLINK()' }, 'COMPANION.INVALID_PHONE', 'phone: '],
    [{ inquiryType: 'spam' as never }, 'COMPANION.INVALID_INQUIRY_TYPE', 'inquiryType: お問い合わせ種別を選択してください'],
  ])('refuses %p', (data, code, message) => {
    given().when(anInquiry(data)).thenFails(code, { kind: 'validation', message });
  });
  it('marks an open inquiry processed with its note, once', () => {
    given(anInquiryReceived()).when(aProcessCommand(' 折り返し済み ')).then([anInquiryProcessed('折り返し済み')]);
    given(anInquiryReceived(), anInquiryProcessed()).when(aProcessCommand()).thenFails('COMPANION.INQUIRY_ALREADY_PROCESSED', { kind: 'conflict' });
    given().when(aProcessCommand()).thenFails('COMPANION.INQUIRY_NOT_FOUND', { kind: 'not_found' });
  });
});
