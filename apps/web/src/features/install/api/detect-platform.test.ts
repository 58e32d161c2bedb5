import { describe, expect, it } from 'vitest';
import { detectPlatform } from './detect-platform.ts';

const UA = {
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1',
  ipadMobile:
    'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  ipod: 'Mozilla/5.0 (iPod touch; CPU iPhone OS 15_8 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/15.6 Mobile/15E148 Safari/604.1',
  // iPadOS Safari asks for desktop sites: it says Macintosh.
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Safari/605.1.15',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/137.0.7151.79 Mobile/15E148 Safari/604.1',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/137.0.0.0 Mobile Safari/537.36',
  androidTablet:
    'Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/137.0.0.0 Safari/537.36',
  windows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/137.0.0.0 Safari/537.36 Edg/137.0.0.0',
  linux:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/137.0.0.0 Safari/537.36',
};

describe('detectPlatform', () => {
  it.each([
    ['an iPhone', UA.iphone, 5],
    ['an iPad asking for mobile sites', UA.ipadMobile, 5],
    ['an iPod touch', UA.ipod, 5],
    ['Chrome on an iPhone', UA.iphoneChrome, 5],
    ['an iPad with desktop-class Safari (Macintosh with a touch screen)', UA.macSafari, 5],
  ])('says iOS for %s', (_name, userAgent, maxTouchPoints) => {
    expect(detectPlatform({ userAgent, maxTouchPoints })).toBe('ios');
  });

  it.each([
    ['an Android phone', UA.android],
    ['an Android tablet', UA.androidTablet],
  ])('says Android for %s', (_name, userAgent) => {
    expect(detectPlatform({ userAgent, maxTouchPoints: 5 })).toBe('android');
  });

  it.each([
    ['a Mac (Macintosh without a touch screen)', UA.macSafari, 0],
    ['Edge on Windows', UA.windows, 0],
    ['a Windows laptop with a touch screen', UA.windows, 10],
    ['Chrome on Linux', UA.linux, 0],
    ['an unknown browser', '', 0],
  ])('says desktop for %s', (_name, userAgent, maxTouchPoints) => {
    expect(detectPlatform({ userAgent, maxTouchPoints })).toBe('desktop');
  });
});
