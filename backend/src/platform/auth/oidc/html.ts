/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"'`]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The product's name, as the app's top bar writes it (frontend `site.title`). */
const PRODUCT_NAME = 'ピボット実践コミュニティ';

/**
 * The brand's colours for the issuer's screens, the values of the app's design tokens
 * (frontend/src/shared/ui/brand-tokens.ts: primary, its hover, canvas, ink, muted ink, border,
 * error): these pages are served without the app's stylesheet. Every text pairing is ≥ 4.5:1.
 */
const BRAND = {
  primary: '#2F4B8A',
  primaryHover: '#3D5FA8',
  primarySoft: '#EEF2FA',
  accent: '#E07A3F',
  canvas: '#F5F6F8',
  ink: '#1F2937',
  inkMuted: '#5F6673',
  border: '#E5E7EB',
  error: '#B91C1C',
} as const;

/** The brand mark (frontend BrandMark, public/favicon.svg): decorative, the name is written beside it. */
const BRAND_MARK = `<svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false"><rect width="32" height="32" rx="8" fill="${BRAND.primary}"/><g fill="#fff" opacity="0.22"><rect x="6" y="6" width="9" height="9" rx="2"/><rect x="17" y="6" width="9" height="9" rx="2"/><rect x="6" y="17" width="9" height="9" rx="2"/><rect x="17" y="17" width="9" height="9" rx="2"/></g><path d="M10.5 21.5C10.5 15 14 11 21.5 10.5" fill="none" stroke="${BRAND.accent}" stroke-width="2.8" stroke-linecap="round"/><path d="M17.8 7.2L21.8 10.5L18.2 14.2" fill="none" stroke="${BRAND.accent}" stroke-width="2.8" stroke-linecap="round" stroke-linejoin="round"/><circle cx="10.5" cy="21.5" r="2.6" fill="#fff"/></svg>`;

/**
 * The issuer's screens (ログイン, ログアウト, their errors) in the product's look: its mark and
 * name above a card, its font, colours and button, the title `<title> | <product>` like the app's
 * pages. No script unless a nonce is given.
 */
export function page(title: string, body: string, scriptNonce?: string, script?: string): string {
  return `<!DOCTYPE html>
<html lang="ja">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="${BRAND.primary}">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${escapeHtml(title)} | ${PRODUCT_NAME}</title>
<style>
body{font-family:"Hiragino Sans","Hiragino Kaku Gothic ProN","Noto Sans JP","Noto Sans CJK JP",Meiryo,system-ui,sans-serif;background:${BRAND.canvas};margin:0;padding:40px 16px;color:${BRAND.ink};line-height:1.7;-webkit-font-smoothing:antialiased}
.brand{display:flex;align-items:center;justify-content:center;gap:10px;margin:0 auto 20px;font-weight:600;font-size:1.05rem;color:${BRAND.ink}}
main{max-width:420px;margin:0 auto;background:#fff;border:1px solid ${BRAND.border};border-radius:12px;box-shadow:0 6px 16px rgba(15,23,42,.06);padding:28px 28px 24px}
h1{font-size:1.4rem;line-height:1.4;margin:0 0 8px;font-weight:600}
p{margin:8px 0}
a{color:${BRAND.primary}}
label{display:block;font-weight:600;margin:20px 0 6px}
input[type=email]{width:100%;box-sizing:border-box;padding:10px 12px;border:1px solid #C5CAD3;border-radius:8px;font-size:1rem;font-family:inherit}
input[type=email]:focus{outline:2px solid ${BRAND.primary};outline-offset:1px;border-color:${BRAND.primary}}
button{cursor:pointer;font-size:1rem;font-family:inherit;border-radius:8px;padding:10px 14px}
button:focus-visible{outline:2px solid ${BRAND.primary};outline-offset:2px}
.primary{width:100%;margin-top:14px;background:${BRAND.primary};color:#fff;border:0;font-weight:600}
.primary:hover{background:${BRAND.primaryHover}}
.accounts{list-style:none;padding:0;margin:8px 0 0}
.accounts li{margin:6px 0}
.account{width:100%;text-align:left;background:#fff;border:1px solid ${BRAND.border};color:${BRAND.ink}}
.account:hover{background:${BRAND.primarySoft};border-color:${BRAND.primary}}
.account small{display:block;color:${BRAND.inkMuted}}
.error{color:${BRAND.error};font-weight:600}
.note{color:${BRAND.inkMuted};font-size:.9rem}
.divider{margin-top:24px;font-weight:600}
@media (prefers-reduced-motion: reduce){*{transition:none!important;animation:none!important}}
</style>
</head>
<body><div class="brand">${BRAND_MARK}<span>${PRODUCT_NAME}</span></div><main>${body}</main>${scriptNonce && script ? `<script nonce="${scriptNonce}">${script}</script>` : ''}</body>
</html>`;
}
