import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';

/** A mail the test server received, parsed. */
export interface ReceivedMail {
  readonly at: number;
  readonly to: string[];
  readonly parsed: ParsedMail;
  readonly messageId: string;
}

/** A header as the mail carried it (mailparser folds `List-*` headers into one structured value). */
export function headerOf(mail: ParsedMail, name: string): string | undefined {
  const line = mail.headerLines.find((h) => h.key === name.toLowerCase())?.line;
  return line?.slice(line.indexOf(':') + 1).replace(/\r?\n[ \t]+/g, ' ').trim();
}

/**
 * What the server answers to a complete mail: `accept`, or an SMTP error (`{ code, message }`),
 * after the promise settles (a slow server: a promise that waits).
 */
export type Answer = 'accept' | { code: number; message: string };

export interface TestSmtpServer {
  readonly url: string;
  readonly received: ReceivedMail[];
  /** Resolves once `count` mails were accepted (or fails after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

/**
 * A real SMTP server for tests, on 127.0.0.1 and a free port, without TLS or authentication:
 * `answer` decides, per mail (its envelope recipients and how many times that Message-ID came
 * before), whether it is accepted; accepted mails are parsed and kept in order.
 */
export async function startTestSmtpServer(
  answer: (mail: { to: string[]; messageId: string; attempt: number; session: SMTPServerSession }) => Answer | Promise<Answer> = () => 'accept',
): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const attempts = new Map<string, number>();
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        void (async () => {
          const parsed = await simpleParser(Buffer.concat(chunks));
          const messageId = parsed.messageId ?? '';
          const attempt = (attempts.get(messageId) ?? 0) + 1;
          attempts.set(messageId, attempt);
          const to = session.envelope.rcptTo.map((r) => r.address);
          const verdict = await answer({ to, messageId, attempt, session });
          if (verdict === 'accept') {
            received.push({ at: Date.now(), to, parsed, messageId });
            for (const wake of waiters) wake();
            callback();
          } else {
            const error = Object.assign(new Error(verdict.message), { responseCode: verdict.code });
            callback(error);
          }
        })();
      });
    },
  });
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    waitFor(count, timeoutMs = 30_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (received.length < count) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(received.slice());
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`expected ${count} mails, received ${received.length}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
