import { createHmac, timingSafeEqual } from 'node:crypto';

/** Whose mails of which kind an unsubscribe token stops. */
export interface UnsubscribeClaim {
  readonly recipientId: string;
  readonly kind: string;
}

const MAX_TOKEN = 512;

/**
 * Signed one-click unsubscribe tokens: `base64url(recipient id \n kind).base64url(HMAC-SHA256)`,
 * keyed by a key derived from `SESSION_SECRET` for this use alone. Nobody without the secret can
 * make one for another person or kind; a token never expires (a mail read a year later still
 * unsubscribes), and using it twice changes nothing the second time.
 */
export class UnsubscribeTokens {
  private readonly key: Buffer;

  constructor(serverSecret: string) {
    this.key = createHmac('sha256', serverSecret).update('mail-unsubscribe').digest();
  }

  sign(claim: UnsubscribeClaim): string {
    const payload = Buffer.from(`${claim.recipientId}\n${claim.kind}`, 'utf8').toString('base64url');
    return `${payload}.${this.mac(payload)}`;
  }

  /** The claim of a genuine token; null for anything malformed or forged. */
  verify(token: unknown): UnsubscribeClaim | null {
    if (typeof token !== 'string' || token.length > MAX_TOKEN) return null;
    const [payload, mac, ...rest] = token.split('.');
    if (!payload || !mac || rest.length > 0) return null;
    const expected = Buffer.from(this.mac(payload));
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const [recipientId, kind, ...more] = Buffer.from(payload, 'base64url').toString('utf8').split('\n');
    if (!recipientId || !kind || more.length > 0) return null;
    return { recipientId, kind };
  }

  private mac(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url');
  }
}
