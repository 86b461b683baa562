import type { ForumReplyResponse } from '../../../shared/api/generated/forum';

export interface ReplyNode {
  reply: ForumReplyResponse;
  children: ReplyNode[];
}

/**
 * The thread as a tree: replies under the reply they answer, each level oldest first (the server
 * answers them oldest first). A reply whose parent is unknown stays at the top level.
 */
export function replyTree(replies: readonly ForumReplyResponse[]): ReplyNode[] {
  const nodes = new Map(replies.map((reply) => [reply.id, { reply, children: [] as ReplyNode[] }]));
  const roots: ReplyNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.reply.parentReplyId ? nodes.get(node.reply.parentReplyId) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}
