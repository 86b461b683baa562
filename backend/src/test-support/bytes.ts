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

/** A small but real PDF of `size` bytes (`file-type` reads its `%PDF-` head), for upload tests. */
export const pdfBytes = (size = 2_000) => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(size - 9, 0x20)]);
