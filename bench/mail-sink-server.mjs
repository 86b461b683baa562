// The mail relay of the bench's real server (issue 31's live figure): an SMTP server in its own
// process, as staging's mail catcher (Mailpit) and production's relay are, so the server under
// measure sends its mails over SMTP as deployed, instead of receiving, parsing and storing them
// itself in the embedded development mail server (what a server without `SMTP_URL` does, and no
// deployment should). Accepts every mail and keeps only a count, which the live figure checks
// (every round's mails arrived here). SMTP on SMTP_PORT (127.0.0.1), `GET /api/health` and
// `GET /count` on PORT. Run as a child (`startChild`).
import { SMTPServer } from 'smtp-server';
import { serveBare } from './lib.mjs';

let received = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    stream.on('data', () => undefined);
    stream.on('end', () => {
      received += 1;
      callback();
    });
  },
});
smtp.on('error', () => undefined);
await new Promise((resolve) => smtp.listen(Number(process.env.SMTP_PORT), '127.0.0.1', resolve));

serveBare(
  (req, res) => {
    if (req.method === 'GET' && req.url === '/count') {
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ received }));
      return;
    }
    res.writeHead(404).end();
  },
  { host: '127.0.0.1', onStop: () => smtp.close() },
);
