/**
 * The portal's Content-Security-Policy: scripts only from this server and the remotes' origins (no
 * inline script, no eval), no framing. Inline styles stay allowed: antd writes its CSS-in-JS into
 * `<style>` elements at run time.
 */
export function contentSecurityPolicy(origins: string[]): string {
  const from = ["'self'", ...origins].join(' ');
  return [
    `default-src ${from}`,
    `script-src ${from}`,
    `style-src ${from} 'unsafe-inline'`,
    `img-src ${from} data: blob:`,
    `media-src ${from} blob:`,
    `font-src ${from} data:`,
    `connect-src ${from}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
