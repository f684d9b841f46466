/**
 * The public pages' whole stylesheet, inlined in each page's head: about 2 KB before compression,
 * a few hundred bytes after, less than a second request for a stylesheet would cost. The brand
 * colour and the neutral palette are the web app's tokens (web/src/shared/ui), written out again
 * here because the pages do not load the app's CSS. Contrast ratios hold WCAG AA (axe checks them).
 */
export const CAREERS_CSS = `
:root{--brand:#1d4ed8;--text:#1f2937;--muted:#4b5563;--line:#d1d5db;--bg:#f9fafb;--ok:#166534;--error:#b91c1c;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","DejaVu Sans",sans-serif;color:var(--text);background:var(--bg);line-height:1.5}
body{margin:0}
a{color:var(--brand)}
header,main,footer{max-width:960px;margin:0 auto;padding:12px 16px}
header{display:flex;flex-wrap:wrap;gap:12px;align-items:center;justify-content:space-between;border-bottom:1px solid var(--line)}
header .site{font-weight:700;text-decoration:none;color:var(--text)}
nav.langs a,nav.langs span{margin-left:8px}
h1{font-size:1.6rem;margin:.6em 0}
h2{font-size:1.2rem;margin:1.2em 0 .4em}
.muted{color:var(--muted)}
.card{background:#fff;border:1px solid var(--line);border-radius:8px;padding:12px 16px;margin:12px 0}
.card>:first-child{margin-top:0}
.postings{list-style:none;padding:0}
.postings h2,.postings h3{margin:0 0 4px;font-size:1.1rem}
.verified{display:inline-block;color:var(--ok);border:1px solid var(--ok);border-radius:999px;padding:0 8px;font-size:.9rem}
form.filters{display:flex;flex-wrap:wrap;gap:8px;align-items:flex-end}
form.filters input,form.filters select{height:2.4rem}
label{display:block;font-weight:600;margin:8px 0 2px}
input,select{font:inherit;padding:6px 8px;border:1px solid #6b7280;border-radius:6px;max-width:100%;box-sizing:border-box}
.apply{max-width:576px}
.apply input[type=text],.apply input[type=email],.apply input[type=tel]{width:100%}
.apply .check{display:flex;gap:8px;align-items:flex-start;font-weight:400}
.field-error,.form-error{color:var(--error);margin:2px 0}
.hp{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}
button{font:inherit;background:var(--brand);color:#fff;border:0;border-radius:6px;padding:8px 16px;cursor:pointer;margin-top:12px}
.pager{display:flex;gap:16px;margin:16px 0}
dl.facts{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px}
dl.facts dt{font-weight:600}dl.facts dd{margin:0}
footer{border-top:1px solid var(--line);margin-top:24px}
`
  .replace(/\n/g, '')
  .trim();
