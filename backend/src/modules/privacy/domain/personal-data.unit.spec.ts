import { describe, it } from '@jest/globals';
import { deciderSpec } from '../../../test-support/decider-spec.js';
import { personalDataDecider } from './personal-data.js';

const { given } = deciderSpec(personalDataDecider);
const subjectId = '4f3c2b1a-0000-4000-8000-000000000001';

describe('personal data decider', () => {
  it('forgets a person once', () => {
    given()
      .when({ type: 'ForgetPerson', subjectId, kind: 'user' })
      .then([{ type: 'PersonForgotten', data: { subjectId, kind: 'user' } }]);
  });

  it('refuses to forget a forgotten person again, appending nothing', () => {
    given({ type: 'PersonForgotten', data: { subjectId, kind: 'company_member' } })
      .when({ type: 'ForgetPerson', subjectId, kind: 'company_member' })
      .thenFails('PRIVACY.ALREADY_FORGOTTEN', { kind: 'conflict', message: 'すでに削除されています' });
  });
});
