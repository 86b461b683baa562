import { escapeHtml } from '../auth/oidc/html.js';

/**
 * The one look of every mail the product sends: Japanese, an HTML part (table layout and inline
 * styles, which mail clients keep) and a plain-text part saying the same. A module says what a
 * mail is (`MailContent`); this file draws it, with the link back to the object and the footer's
 * unsubscribe link for the mail's kind.
 */

/** The product's colours (the values of `frontend/src/shared/ui/brand-tokens.ts`; a mail cannot read the client's CSS). */
const COLOURS = {
  primary: '#2F4B8A',
  primarySoft: '#EEF2FA',
  accent: '#E07A3F',
  ink: '#1F2937',
  inkSecondary: '#4B5563',
  inkMuted: '#6B7280',
  border: '#E5E7EB',
  surface: '#FFFFFF',
  canvas: '#F5F6F8',
} as const;

const FONT = "'Hiragino Sans', 'Hiragino Kaku Gothic ProN', 'Noto Sans JP', Meiryo, sans-serif";

/** What one mail says; the layout adds the product's frame, the link and the footer. */
export interface MailContent {
  /** The Subject line (the product's name is added in front). */
  readonly subject: string;
  /** The first line, e.g. 「山田 太郎 様」. */
  readonly greeting: string;
  /** The heading inside the card. */
  readonly heading: string;
  /** Paragraphs of plain text (line breaks kept). */
  readonly paragraphs: readonly string[];
  /** A table of facts (label, value), e.g. what an inquiry said. */
  readonly details?: readonly { readonly label: string; readonly value: string }[];
  /** Lists under headings, each line a link (a daily digest: the notifications of each group). */
  readonly sections?: readonly MailSection[];
  /** The link back to the object: a path on this site (made absolute) and the button's words. */
  readonly action?: { readonly label: string; readonly path: string };
}

/** A heading and its lines; each line links to its object, with an optional quote under it. */
export interface MailSection {
  readonly heading: string;
  readonly items: readonly { readonly text: string; readonly note?: string | null; readonly path: string }[];
}

interface RenderedMail {
  readonly subject: string;
  readonly html: string;
  readonly text: string;
}

interface LayoutContext {
  /** The site's public URL (`BASE_URL`), without a trailing slash. */
  readonly baseUrl: string;
  /** The one-click unsubscribe page for this mail's kind; null for mails to an operator's address. */
  readonly unsubscribeUrl: string | null;
  /** The kind's name in the footer (「お問い合わせの受付確認」). */
  readonly kindLabel: string;
}

const PRODUCT = 'PIVOT コミュニティ';


const html = (text: string) => escapeHtml(text).replace(/\r?\n/g, '<br>');

/** An absolute URL of a path on this site; an absolute URL stays as it is. */
function absoluteUrl(baseUrl: string, path: string): string {
  return /^https?:\/\//.test(path) ? path : `${baseUrl}${path.startsWith('/') ? '' : '/'}${path}`;
}

export function renderMail(content: MailContent, context: LayoutContext): RenderedMail {
  const subject = `【${PRODUCT}】${content.subject}`;
  const link = content.action ? absoluteUrl(context.baseUrl, content.action.path) : null;
  const footer = context.unsubscribeUrl
    ? `このメールは「${context.kindLabel}」のお知らせです。今後このお知らせをメールで受け取らない場合は、次のリンクから配信を停止できます。`
    : `このメールは「${context.kindLabel}」のお知らせです。配信先の変更はサイトの管理者にご連絡ください。`;
  return { subject, html: htmlPart(content, context, subject, link, footer), text: textPart(content, context, link, footer) };
}

function htmlPart(content: MailContent, context: LayoutContext, subject: string, link: string | null, footer: string): string {
  const c = COLOURS;
  const paragraphs = content.paragraphs
    .map((p) => `<p style="margin:0 0 16px;font-size:15px;line-height:1.8;color:${c.ink};">${html(p)}</p>`)
    .join('\n');
  const details = content.details?.length
    ? `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;margin:0 0 20px;background:${c.primarySoft};border-radius:6px;">
${content.details
  .map(
    (d) => `<tr><td style="padding:10px 14px;font-size:13px;color:${c.inkSecondary};white-space:nowrap;vertical-align:top;border-bottom:1px solid ${c.surface};width:30%;">${html(d.label)}</td>` +
      `<td style="padding:10px 14px;font-size:14px;line-height:1.7;color:${c.ink};vertical-align:top;border-bottom:1px solid ${c.surface};word-break:break-word;">${html(d.value)}</td></tr>`,
  )
  .join('\n')}
</table>`
    : '';
  const sections = (content.sections ?? [])
    .map(
      (section) =>
        `<h2 style="margin:0 0 8px;font-size:16px;color:${c.primary};">${html(section.heading)}</h2>\n<ul style="margin:0 0 20px;padding:0 0 0 20px;">\n` +
        section.items
          .map(
            (item) =>
              `<li style="margin:0 0 10px;font-size:15px;line-height:1.7;color:${c.ink};"><a href="${escapeHtml(absoluteUrl(context.baseUrl, item.path))}" style="color:${c.primary};">${html(item.text)}</a>` +
              (item.note ? `<br><span style="font-size:13px;color:${c.inkSecondary};">${html(item.note)}</span>` : '') +
              '</li>',
          )
          .join('\n') +
        '\n</ul>',
    )
    .join('\n');
  const button =
    link && content.action
      ? `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:4px 0 24px;"><tr><td style="background:${c.primary};border-radius:6px;">` +
        `<a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 24px;font-size:15px;font-weight:bold;color:#FFFFFF;text-decoration:none;">${html(content.action.label)}</a></td></tr></table>` +
        `<p style="margin:0 0 8px;font-size:12px;color:${c.inkMuted};word-break:break-all;">ボタンが開かない場合は次のURLをブラウザに貼り付けてください：<br><a href="${escapeHtml(link)}" style="color:${c.primary};">${escapeHtml(link)}</a></p>`
      : '';
  const unsubscribe = context.unsubscribeUrl
    ? `<br><a href="${escapeHtml(context.unsubscribeUrl)}" style="color:${c.inkMuted};text-decoration:underline;">このお知らせの配信を停止する</a>`
    : '';
  return `<!DOCTYPE html>
<html lang="ja">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:0;background:${c.canvas};font-family:${FONT};">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:${c.canvas};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;">
<tr><td style="background:${c.primary};padding:16px 24px;border-radius:8px 8px 0 0;">
<a href="${escapeHtml(context.baseUrl)}/" style="font-size:18px;font-weight:bold;color:#FFFFFF;text-decoration:none;letter-spacing:0.05em;">${PRODUCT}</a>
</td></tr>
<tr><td style="background:${c.surface};padding:28px 24px 12px;border:1px solid ${c.border};border-top:none;border-bottom:4px solid ${c.accent};">
<p style="margin:0 0 16px;font-size:15px;color:${c.ink};">${html(content.greeting)}</p>
<h1 style="margin:0 0 20px;font-size:20px;line-height:1.5;color:${c.primary};">${html(content.heading)}</h1>
${paragraphs}
${details}
${sections}
${button}
</td></tr>
<tr><td style="padding:16px 8px;font-size:12px;line-height:1.7;color:${c.inkMuted};">
${html(footer)}${unsubscribe}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

function textPart(content: MailContent, context: LayoutContext, link: string | null, footer: string): string {
  const lines = [content.greeting, '', `■ ${content.heading}`, ''];
  for (const p of content.paragraphs) lines.push(p, '');
  if (content.details?.length) {
    for (const d of content.details) lines.push(`【${d.label}】`, d.value, '');
  }
  for (const section of content.sections ?? []) {
    lines.push(`■ ${section.heading}`);
    for (const item of section.items) lines.push(`・${item.text}`, ...(item.note ? [`  ${item.note}`] : []), `  ${absoluteUrl(context.baseUrl, item.path)}`);
    lines.push('');
  }
  if (link && content.action) lines.push(`${content.action.label}：`, link, '');
  lines.push('――――――――――――――――――――', PRODUCT, `${context.baseUrl}/`, '', footer);
  if (context.unsubscribeUrl) lines.push(context.unsubscribeUrl);
  return `${lines.join('\n')}\n`;
}
