import { createHash, randomBytes } from 'node:crypto';

/** A new feed token: 32 random bytes, base64url (43 characters), never stored. */
export const newFeedToken = () => randomBytes(32).toString('base64url');

/** What is stored and looked up: the token's SHA-256, hex. A slow hash is not needed for 256 random bits. */
export const hashFeedToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

export const FEED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
