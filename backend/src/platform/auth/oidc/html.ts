/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"'`]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A minimal Japanese page shell for the issuer's screens (no script unless a nonce is given). */
export function page(title: string, body: string, scriptNonce?: string, script?: string): string {
  return `<!DOCTYPE html>
<html lang="ja">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,-apple-system,"Hiragino Sans","Noto Sans JP",sans-serif;background:#f5f7fa;margin:0;padding:32px 16px;color:#1f2937}
main{max-width:420px;margin:0 auto;background:#fff;border-radius:8px;box-shadow:0 1px 4px rgba(0,0,0,.12);padding:24px 28px}
h1{font-size:1.3rem;margin:0 0 8px}
p{line-height:1.6}
label{display:block;font-weight:600;margin:16px 0 6px}
input[type=email]{width:100%;box-sizing:border-box;padding:10px;border:1px solid #cbd5e1;border-radius:6px;font-size:1rem}
button{cursor:pointer;font-size:1rem;border-radius:6px;padding:10px 14px}
.primary{width:100%;margin-top:12px;background:#1677ff;color:#fff;border:0}
.accounts{list-style:none;padding:0;margin:8px 0 0}
.accounts li{margin:6px 0}
.account{width:100%;text-align:left;background:#f8fafc;border:1px solid #cbd5e1}
.account small{display:block;color:#64748b}
.error{color:#b91c1c;font-weight:600}
.note{color:#64748b;font-size:.9rem}
</style>
</head>
<body><main>${body}</main>${scriptNonce && script ? `<script nonce="${scriptNonce}">${script}</script>` : ''}</body>
</html>`;
}
