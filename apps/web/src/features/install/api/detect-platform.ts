/** The platforms whose install steps differ (spec §2: iOS, Android or desktop). */
export type Platform = 'ios' | 'android' | 'desktop';

export interface PlatformHints {
  userAgent: string;
  /** `navigator.maxTouchPoints`: tells an iPad (which says "Macintosh") from a Mac. */
  maxTouchPoints: number;
}

/**
 * Which install steps to show. iPadOS Safari asks for desktop sites and says "Macintosh" in its
 * user agent; only its touch screen tells it from a Mac (no Mac has one).
 */
export function detectPlatform({ userAgent, maxTouchPoints }: PlatformHints): Platform {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  if (/Macintosh/i.test(userAgent) && maxTouchPoints > 0) return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  return 'desktop';
}

/** The platform of the browser this runs in. */
export function detectCurrentPlatform(): Platform {
  return detectPlatform({
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints ?? 0,
  });
}
