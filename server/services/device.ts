/**
 * A user agent as a person recognises their own device in a session list:
 * "Chrome on Android", "Safari on iPhone", "Firefox on Windows". A short
 * look at the well-known tokens, not a full parser: an unknown one reads
 * "Unknown browser".
 */
export function deviceOf(userAgent: string | null): string {
  if (!userAgent) return "Unknown browser";
  const ua = userAgent.slice(0, 300);
  const browser = /\bEdg(?:e|A|iOS)?\//.test(ua)
    ? "Edge"
    : /\b(?:OPR|Opera)\//.test(ua)
      ? "Opera"
      : /\bSamsungBrowser\//.test(ua)
        ? "Samsung Internet"
        : /\b(?:Firefox|FxiOS)\//.test(ua)
          ? "Firefox"
          : /(?:\bHeadless|\b)(?:Chrome|CriOS|Chromium)\//.test(ua)
            ? "Chrome"
            : /\bSafari\//.test(ua) && /\bVersion\//.test(ua)
              ? "Safari"
              : /\bcurl\//i.test(ua)
                ? "curl"
                : null;
  const system = /\biPhone\b/.test(ua)
    ? "iPhone"
    : /\biPad\b/.test(ua)
      ? "iPad"
      : /\bAndroid\b/.test(ua)
        ? "Android"
        : /\bWindows\b/.test(ua)
          ? "Windows"
          : /\bMac OS X\b|\bMacintosh\b/.test(ua)
            ? "macOS"
            : /\bCrOS\b/.test(ua)
              ? "ChromeOS"
              : /\bLinux\b/.test(ua)
                ? "Linux"
                : null;
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? (system ? `A browser on ${system}` : "Unknown browser");
}
