import type { ForumReplyResponse } from '../../../shared/api/generated/forum';
import { replyTree } from './reply-tree';

const aReply = (id: string, parentReplyId: string | null): ForumReplyResponse => ({
  id,
  parentReplyId,
  authorId: 'u',
  authorName: '山田 太郎',
  hidden: false,
  deleted: false,
  editedAt: null,
  likeCount: 0,
  likedByMe: false,
  content: id,
  createdAt: '2026-05-01T00:00:00.000Z',
});

describe('replyTree', () => {
  it('puts replies under the reply they answer, keeping the server’s order on each level', () => {
    const tree = replyTree([aReply('a', null), aReply('b', null), aReply('a1', 'a'), aReply('a1x', 'a1'), aReply('a2', 'a')]);
    const shape = (nodes: ReturnType<typeof replyTree>): unknown => nodes.map((n) => [n.reply.id, shape(n.children)]);
    expect(shape(tree)).toEqual([
      ['a', [['a1', [['a1x', []]]], ['a2', []]]],
      ['b', []],
    ]);
  });
  it('keeps a reply whose parent it does not know at the top', () => {
    expect(replyTree([aReply('x', 'gone')]).map((n) => n.reply.id)).toEqual(['x']);
  });
});
