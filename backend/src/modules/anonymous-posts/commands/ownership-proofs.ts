import { createHmac } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';

/**
 * Keyed hashes that prove "this signed-in user wrote (or supported) this post" without storing
 * who: HMAC-SHA256 over (purpose, subject id, user id) with a key derived from the session secret.
 * Without the key the stored proofs link nobody to anything, and each proof covers one post, so
 * two posts of one author cannot be linked either (docs/decisions/0036-0036-anonymous-posts-ownership.md).
 * Rotating SESSION_SECRET ends authors' ability to delete their older posts; nothing else.
 */
@Injectable()
export class OwnershipProofs {
  private readonly key: Buffer;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.key = createHmac('sha256', config.sessionSecret).update('anonymous-posts/ownership-key/v1').digest();
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
