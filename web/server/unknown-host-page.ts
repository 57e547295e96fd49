const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A small, self-contained 404 for a host that no site claims (no theme: we don't know whose it is). */
export function unknownHostPage(host: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Site not found</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;color:#1f2937;line-height:1.5}code{background:#f3f4f6;padding:.1rem .3rem;border-radius:.25rem}</style></head>
<body><main><h1>Site not found</h1><p>No dealer site is configured for <code>${escapeHtml(host || '(no host)')}</code>.</p>
<p>If you are setting up a site, add this domain to its <code>domains</code> in <code>tenants/sites</code>.</p></main></body></html>`;
}
