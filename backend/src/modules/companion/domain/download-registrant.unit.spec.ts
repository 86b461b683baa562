import { deciderSpec } from '../../../test-support/decider-spec.js';
import { aDownload, aRegistrantRegistered, aRegistration, aWorksheetDownloaded } from './companion.mother.js';
import { downloadRegistrantDecider } from './download-registrant.js';

const { given } = deciderSpec(downloadRegistrantDecider);
const known = { knownFile: true };

describe('download registrant decider', () => {
  it('registers a reader with trimmed names and a normalised address', () => {
    given()
      .when(aRegistration({ name: ' 山田 太郎 ', email: ' Taro@Example.COM ' }), known)
      .then([aRegistrantRegistered({ email: 'taro@example.com' })]);
  });
  it.each([
    [{ name: '  ' }, 'name: お名前を入力してください'],
    [{ companyName: '' }, 'companyName: 会社名を入力してください'],
    [{ email: 'taro@' }, 'email: 有効なメールアドレスを入力してください'],
  ])('refuses %p with the message of spec §5', (data, message) => {
    given().when(aRegistration(data), known).thenFails(`COMPANION.${message.startsWith('email') ? 'INVALID_EMAIL' : 'REQUIRED'}`, { kind: 'validation', message });
  });
  it('refuses a file the catalogue does not know', () => {
    given().when(aRegistration({ fileType: '../etc/passwd' }), { knownFile: false }).thenFails('COMPANION.UNKNOWN_FILE', { kind: 'validation' });
  });
  it('refuses registering the same registrant twice', () => {
    given(aRegistrantRegistered()).when(aRegistration(), known).thenFails('COMPANION.REGISTRANT_ALREADY_REGISTERED', { kind: 'conflict' });
  });
  it('records the first download of each file only', () => {
    given(aRegistrantRegistered()).when(aDownload('mvv'), known).then([aWorksheetDownloaded('mvv')]);
    given(aRegistrantRegistered(), aWorksheetDownloaded('mvv')).when(aDownload('mvv'), known).then([]);
    given(aRegistrantRegistered(), aWorksheetDownloaded('mvv')).when(aDownload('pivot-all'), known).then([aWorksheetDownloaded('pivot-all')]);
  });
  it('records nothing for an unknown file, and refuses an unknown registrant', () => {
    given(aRegistrantRegistered()).when(aDownload('nope'), { knownFile: false }).then([]);
    given().when(aDownload(), known).thenFails('COMPANION.REGISTRANT_NOT_FOUND', { kind: 'not_found' });
  });
});
