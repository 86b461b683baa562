import { deciderSpec } from '../../../test-support/decider-spec.js';
import { knowledgeEntryDecider } from './knowledge-entry.js';
import { aSave, anEntryAdded, anEntryRevised } from './knowledge-entry.mother.js';

const { given } = deciderSpec(knowledgeEntryDecider);

describe('knowledge entry', () => {
  it('adds a new entry, trimmed and without blank or repeated list items', () =>
    given()
      .when(aSave({ sectionTitle: '  氷山モデルの基本 ', keywords: ['氷山', ' ', '行動', '氷山'] }))
      .then([anEntryAdded({ keywords: ['氷山', '行動'] })]));

  it('records nothing when the entry already says exactly this (loading the book data twice)', () =>
    given(anEntryAdded()).when(aSave()).then([]));

  it('revises an entry whose text changed', () =>
    given(anEntryAdded()).when(aSave({ content: '行動の下には思考と感情があります。' })).then([anEntryRevised({ content: '行動の下には思考と感情があります。' })]));

  it('refuses a blank title', () => given().when(aSave({ sectionTitle: '   ' })).thenFails('KNOWLEDGE.REQUIRED', { message: /節タイトルは必須です/ }));

  it('refuses an importance outside 1..10', () => {
    given().when(aSave({ importance: 0 })).thenFails('KNOWLEDGE.INVALID_IMPORTANCE', { kind: 'validation' });
    given().when(aSave({ importance: 11 })).thenFails('KNOWLEDGE.INVALID_IMPORTANCE');
  });

  it('refuses an unknown content type', () =>
    given()
      .when(aSave({ contentType: 'video' as never }))
      .thenFails('KNOWLEDGE.INVALID_CONTENT_TYPE'));
});
