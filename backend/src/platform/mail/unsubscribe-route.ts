import type { Express, Request, Response } from 'express';
import { escapeHtml as escape } from '../auth/oidc/html.js';
import { logger } from '../logging/logger.js';
import { mailKindOf } from './mail-kinds.js';
import { UNSUBSCRIBE_PATH, type MailOutbox } from './mail-outbox.js';

/** The forged or malformed link's answer (400), the same for GET and POST. */
export const INVALID_UNSUBSCRIBE_MESSAGE = 'この配信停止リンクは無効です。メールに記載されたリンクをそのままお使いください。配信設定は変更されていません。';

function page(res: Response, status: number, title: string, body: string): void {
  res
    .status(status)
    .type('html')
    .set({ 'Cache-Control': 'no-store', 'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'", 'X-Robots-Tag': 'noindex' })
    .send(`<!DOCTYPE html>
<html lang="ja"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)} | PIVOT コミュニティ</title></head>
<body style="margin:0;background:#F5F6F8;font-family:'Hiragino Sans','Noto Sans JP',Meiryo,sans-serif;color:#1F2937;">
<main style="max-width:560px;margin:48px auto;padding:32px 24px;background:#FFFFFF;border:1px solid #E5E7EB;border-top:4px solid #2F4B8A;border-radius:8px;">
<h1 style="margin:0 0 16px;font-size:20px;color:#2F4B8A;">${escape(title)}</h1>
${body}
</main></body></html>`);
}

/**
 * The one-click unsubscribe (RFC 8058) of every mail: `POST /mail/unsubscribe?token=…` records
 * the opt-out (what a mail client's unsubscribe button sends, without cookies, hence outside
 * `/api` and its CSRF check: the signed token is the proof); `GET` shows a page asking to
 * confirm (link scanners fetch links, so a GET never changes anything). A forged or malformed
 * token is a 400 that changes nothing; a second use says it is already done.
 */
export function mountMailUnsubscribe(http: Express, outbox: MailOutbox): void {
  const claimOf = (req: Request) => outbox.unsubscribeTokens.verify(req.query.token);
  const labelOf = (kind: string) => mailKindOf(kind)?.label ?? 'このお知らせ';
  const afterStop = (kind: string) => {
    const note = outbox.subscriptionsOf(kind)?.afterStop;
    return note ? `<p style="line-height:1.8;">${escape(note)}</p>` : '';
  };

  http.get(UNSUBSCRIBE_PATH, (req: Request, res: Response) => {
    const claim = claimOf(req);
    if (!claim) return page(res, 400, '配信停止リンクが無効です', `<p style="line-height:1.8;">${escape(INVALID_UNSUBSCRIBE_MESSAGE)}</p>`);
    const action = `${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(String(req.query.token))}`;
    page(
      res,
      200,
      'メール配信の停止',
      `<p style="line-height:1.8;">「${escape(labelOf(claim.kind))}」のメールの配信を停止しますか？ ほかのお知らせのメールは引き続き届きます。</p>
<form method="post" action="${escape(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit" style="padding:10px 24px;font-size:15px;font-weight:bold;color:#FFFFFF;background:#2F4B8A;border:none;border-radius:6px;cursor:pointer;">配信を停止する</button></form>`,
    );
  });

  http.post(UNSUBSCRIBE_PATH, (req: Request, res: Response) => {
    const claim = claimOf(req);
    if (!claim) return page(res, 400, '配信停止リンクが無効です', `<p style="line-height:1.8;">${escape(INVALID_UNSUBSCRIBE_MESSAGE)}</p>`);
    outbox.optOut(claim.recipientId, claim.kind).then(
      (changed) =>
        page(
          res,
          200,
          changed ? '配信を停止しました' : 'すでに配信を停止しています',
          `<p style="line-height:1.8;">「${escape(labelOf(claim.kind))}」のメールは${changed ? '今後お送りしません' : 'すでに停止済みです。設定は変わっていません'}。</p>${afterStop(claim.kind)}`,
        ),
      (error: unknown) => {
        logger.warn({ err: error }, 'unsubscribe failed');
        page(res, 503, 'ただいま処理できません', '<p style="line-height:1.8;">しばらくしてから、もう一度お試しください。</p>');
      },
    );
  });
}
