/** The signed-in user's part of the experiment attributes (SPEC §3); the session provides it. */
export interface SessionUserAttributes {
  uuid: string;
  email: string;
  hasPassword: boolean;
  /** When the account was created, as an ISO date. */
  memberSince: string;
}

export interface ExperimentAttributes {
  platform: 'Web';
  id: string;
  device: 'mobile' | 'tablet' | 'desktop';
  browser: string;
  operatingSystem: string;
  referrer: string;
  locale: string;
  country: string;
  currency: string;
  url: string;
  email?: string;
  hasPassword?: boolean;
  memberSince?: string;
  uuid?: string;
}

export interface AttributeInput {
  uniqueId: string;
  userAgent: string;
  referrer: string;
  locale: string;
  country: string;
  currency: string;
  url: string;
  user?: SessionUserAttributes | null;
}

export function deviceOf(ua: string): ExperimentAttributes['device'] {
  if (/iPad|Tablet|PlayBook|Silk|(Android(?!.*Mobile))/i.test(ua)) return 'tablet';
  if (/Mobi|iPhone|iPod|Android.*Mobile|Windows Phone/i.test(ua)) return 'mobile';
  return 'desktop';
}

export function browserOf(ua: string): string {
  if (/Edg\//.test(ua)) return 'Edge';
  if (/OPR\/|Opera/.test(ua)) return 'Opera';
  if (/SamsungBrowser/.test(ua)) return 'Samsung Internet';
  if (/Firefox\/|FxiOS/.test(ua)) return 'Firefox';
  if (/Chrome\/|CriOS|Chromium/.test(ua)) return 'Chrome';
  if (/Safari\//.test(ua)) return 'Safari';
  return 'Other';
}

export function operatingSystemOf(ua: string): string {
  if (/iPhone|iPad|iPod/.test(ua)) return 'iOS';
  if (/Android/.test(ua)) return 'Android';
  if (/CrOS/.test(ua)) return 'ChromeOS';
  if (/Windows/.test(ua)) return 'Windows';
  if (/Mac OS X|Macintosh/.test(ua)) return 'macOS';
  if (/Linux/.test(ua)) return 'Linux';
  return 'Other';
}

/** GrowthBook attributes: platform Web, the unique id, device facts, preferences and, when signed in, the user. */
export function experimentAttributes(input: AttributeInput): ExperimentAttributes {
  const attributes: ExperimentAttributes = {
    platform: 'Web',
    id: input.uniqueId,
    device: deviceOf(input.userAgent),
    browser: browserOf(input.userAgent),
    operatingSystem: operatingSystemOf(input.userAgent),
    referrer: input.referrer,
    locale: input.locale,
    country: input.country,
    currency: input.currency,
    url: input.url,
  };
  if (input.user) {
    attributes.email = input.user.email;
    attributes.hasPassword = input.user.hasPassword;
    attributes.memberSince = input.user.memberSince;
    attributes.uuid = input.user.uuid;
  }
  return attributes;
}
