import { deciderSpec } from '../../../test-support/decider-spec.js';
import { anonymousPostDecider } from './anonymous-post.js';
import {
  aHiding,
  aPostCreated,
  aReport,
  AUTHOR_PROOF,
  create,
  hide,
  OTHER_PROOF,
  POST_ID,
  remove,
  reply,
  report,
  restore,
  support,
} from './anonymous-post.mother.js';

const { given } = deciderSpec(anonymousPostDecider);
const asAuthor = { proof: AUTHOR_PROOF };
const asOther = { proof: OTHER_PROOF };

describe('anonymous post decider', () => {
  describe('posting', () => {
    it('records the trimmed text and only the owner proof', () => {
      given().when(create('  今日はつらかった  '), asAuthor).then([aPostCreated('今日はつらかった')]);
    });
    it.each([
      ['', '投稿内容を入力してください'],
      ['   \n\u3000 ', '投稿内容を入力してください'],
      ['あ'.repeat(501), '投稿内容は500文字以内で入力してください'],
    ])('refuses %j', (content, message) => {
      given().when(create(content), asAuthor).thenFails('ANONYMOUS_POST.INVALID_CONTENT', { kind: 'validation', message });
    });
    it('counts an emoji as one character: 500 of them fit', () => {
      given().when(create('😢'.repeat(500)), asAuthor).then([aPostCreated('😢'.repeat(500))]);
    });
  });

  describe('support', () => {
    it('is once per person', () => {
      const supported = { type: 'AnonymousPostSupported' as const, data: { postId: POST_ID, supporterProof: OTHER_PROOF } };
      given(aPostCreated()).when(support(), asOther).then([supported]);
      given(aPostCreated(), supported).when(support(), asOther).thenFails('ANONYMOUS_POST.ALREADY_SUPPORTED', { kind: 'conflict' });
    });
    it('is refused on an unknown or hidden post', () => {
      given().when(support(), asOther).thenFails('ANONYMOUS_POST.NOT_FOUND', { kind: 'not_found' });
      given(aPostCreated(), aHiding(false)).when(support(), asOther).thenFails('ANONYMOUS_POST.NOT_FOUND');
    });
  });

  it('refuses a blank reply', () => {
    given(aPostCreated()).when(reply('  '), asOther).thenFails('ANONYMOUS_POST.INVALID_REPLY', { message: '返信内容を入力してください' });
  });

  describe('deleting', () => {
    it('is the author’s, proven by the proof', () => {
      given(aPostCreated()).when(remove(), asAuthor).then([{ type: 'AnonymousPostDeleted', data: { postId: POST_ID } }]);
    });
    it('answers anyone else as if the post did not exist', () => {
      given(aPostCreated()).when(remove(), asOther).thenFails('ANONYMOUS_POST.NOT_FOUND', { kind: 'not_found' });
      given(aPostCreated()).when(remove(), { proof: '' }).thenFails('ANONYMOUS_POST.NOT_FOUND');
    });
  });

  describe('reports and moderation', () => {
    it('refuses a report of one’s own post, a second report, and a blank reason', () => {
      given(aPostCreated()).when(report('author'), asAuthor).thenFails('MODERATION.OWN_POST_REPORT', { kind: 'validation' });
      given(aPostCreated(), aReport('r1')).when(report('r1'), asOther).thenFails('MODERATION.ALREADY_REPORTED', { kind: 'conflict' });
      given(aPostCreated()).when(report('r1', ' '), asOther).thenFails('MODERATION.INVALID_REASON', { message: '理由を入力してください' });
    });
    it('hides the post until review on the third report', () => {
      given(aPostCreated(), aReport('r1')).when(report('r2'), asOther).then([aReport('r2')]);
      given(aPostCreated(), aReport('r1'), aReport('r2')).when(report('r3'), asOther).then([aReport('r3'), aHiding(true)]);
    });
    it('lets a moderator confirm an automatic hiding or restore the post, counting later reports afresh', () => {
      const pending = [aPostCreated(), aReport('r1'), aReport('r2'), aReport('r3'), aHiding(true)];
      given(...pending).when(hide()).then([aHiding(false)]);
      const restored = { type: 'AnonymousPostRestored' as const, data: { postId: POST_ID, moderatorId: 'moderator', reason: '問題なし' } };
      given(...pending).when(restore()).then([restored]);
      given(...pending, restored).when(report('r1'), asOther).then([aReport('r1')]);
    });
    it('refuses hiding twice and restoring a shown post', () => {
      given(aPostCreated(), aHiding(false)).when(hide()).thenFails('MODERATION.ALREADY_HIDDEN', { kind: 'conflict' });
      given(aPostCreated()).when(restore()).thenFails('MODERATION.NOT_HIDDEN', { kind: 'conflict' });
    });
  });
});
