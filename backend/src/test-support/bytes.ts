import type { SignedInUser } from './sign-in.js';

/** A GET with the body as a Buffer, whatever its type (supertest leaves files unparsed otherwise); `range` as the `Range` header. */
export function getBytes(who: SignedInUser, url: string, range?: string) {
  const req = who.agent.get(url);
  if (range) req.set('Range', range);
  return req.buffer(true).parse((r, done) => {
    const chunks: Buffer[] = [];
    r.on('data', (c: Buffer) => chunks.push(c));
    r.on('end', () => done(null, Buffer.concat(chunks)));
  });
}
