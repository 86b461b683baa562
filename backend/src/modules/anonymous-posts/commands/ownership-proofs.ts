import { createHmac } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';

/** The ownership proofs' key (`loadAnonymityKey`), provided by the module. */
export const ANONYMITY_KEY = Symbol('ANONYMITY_KEY');

/**
 * Keyed hashes that prove "this signed-in user wrote (or supported) this post" without storing
 * who: HMAC-SHA256 over (purpose, subject id, user id) with a key of their own, `ANONYMITY_KEY`
 * (decisions 0036 and 0057). Without the key the stored proofs link nobody to anything, and each
 * proof covers one post, so two posts of one author cannot be linked either. Proofs made before
 * 0057 under a key derived from SESSION_SECRET are not verified any more (the decision says why).
 */
@Injectable()
export class OwnershipProofs {
  private readonly key: Buffer;

  constructor(@Inject(ANONYMITY_KEY) secret: Buffer) {
    this.key = createHmac('sha256', secret).update('anonymous-posts/ownership-key/v2').digest();
  }

  /** The proof that `userId` wrote post or reply `subjectId`. */
  owner(userId: string, subjectId: string): string {
    return this.hash('owner', userId, subjectId);
  }

  /** The proof that `userId` supported post `postId` (supports count once per person). */
  supporter(userId: string, postId: string): string {
    return this.hash('supporter', userId, postId);
  }

  private hash(purpose: string, userId: string, subjectId: string): string {
    return createHmac('sha256', this.key).update(`${purpose}\u0000${subjectId}\u0000${userId}`).digest('hex');
  }
}
