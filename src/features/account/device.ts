import { m } from '@/generated/paraglide/messages.js';

export interface Device {
  browser?: string;
  os?: string;
}

// Order matters: Edge and Opera say "Chrome" too, Chrome says "Safari", and
// every iPhone browser says "Safari" as well as its own name.
const BROWSERS: ReadonlyArray<[RegExp, string]> = [
  [/\bEdg(?:e|A|iOS)?\//, 'Microsoft Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/(?:\b|Headless)Chrome\/|\bCriOS\/|\bChromium\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: ReadonlyArray<[RegExp, string]> = [
  [/\biPad\b/, 'iPadOS'],
  [/\biPhone\b|\biPod\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMacintosh\b|\bMac OS X\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const first = (ua: string, table: ReadonlyArray<[RegExp, string]>) => table.find(([pattern]) => pattern.test(ua))?.[1];

/** Browser and system from a User-Agent header; names are brands, the same in every language. */
export function parseUserAgent(userAgent: string | undefined): Device {
  if (!userAgent) return {};
  return { browser: first(userAgent, BROWSERS), os: first(userAgent, SYSTEMS) };
}

/** "Chrome on Windows", in the current language. */
export function describeDevice(userAgent: string | undefined): string {
  const { browser, os } = parseUserAgent(userAgent);
  if (browser && os) return m.account_device_on({ browser, os });
  if (os) return m.account_device_on({ browser: m.account_device_browser(), os });
  return browser ?? m.account_device_unknown();
}
