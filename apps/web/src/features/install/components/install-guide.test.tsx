import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/testing/render-route.tsx';
import { captureInstallPrompt } from '../api/install-prompt.ts';

const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';
const ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/137.0.0.0 Mobile Safari/537.36';
const DESKTOP_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/137.0.0.0 Safari/537.36';

const restoreSpies: Array<() => void> = [];

function useUserAgent(userAgent: string) {
  const spy = vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  restoreSpies.push(() => spy.mockRestore());
}

/** What Chromium fires when it would install the app: an event with prompt() and userChoice. */
function offerInstall(outcome: 'accepted' | 'dismissed') {
  const prompt = vi.fn(async () => {});
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt,
    userChoice: Promise.resolve({ outcome, platform: 'web' }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return { prompt, event };
}

async function renderGuide() {
  renderRoute('/beta');
  return screen.findByRole('heading', { level: 1, name: 'Install Trivia Near Me' });
}

describe('the install guide (/beta)', () => {
  let stopCapturing: () => void;
  beforeEach(() => {
    stopCapturing = captureInstallPrompt();
  });
  afterEach(() => {
    stopCapturing();
    for (const restore of restoreSpies.splice(0)) restore();
    Reflect.deleteProperty(window.navigator, 'standalone');
  });

  it("shows an iPhone Safari's steps: Share, 'Add to Home Screen', Add", async () => {
    useUserAgent(IPHONE_UA);
    await renderGuide();
    const steps = screen.getByRole('region', { name: 'Add it to your iPhone or iPad' });
    const items = within(steps).getAllByRole('listitem');
    // Each step starts with its number, drawn for the eye (the list numbers it for screen readers).
    const texts = items.map((item) => item.textContent?.replace(/^\d/, '').replace(/\s+/g, ' '));
    expect(texts).toEqual([
      'Open this page in Safari.',
      'Tap the Share button — at the bottom of the screen on iPhone, at the top on iPad.',
      'Scroll down and tap Add to Home Screen.',
      'Tap Add. Trivia Near Me appears on your home screen.',
    ]);
    expect(screen.queryByRole('button', { name: 'Install' })).not.toBeInTheDocument();
  });

  it("shows Android Chrome's steps: menu, 'Install app'", async () => {
    useUserAgent(ANDROID_UA);
    await renderGuide();
    const steps = screen.getByRole('region', { name: 'Install it on your Android phone' });
    expect(steps).toHaveTextContent('Open this page in Chrome.');
    expect(steps).toHaveTextContent('Tap the menu at the top right.');
    expect(steps).toHaveTextContent('Tap Install app (on some phones it says Add to Home screen).');
  });

  it("shows a computer's steps: the address bar's install icon or 'Install Trivia Near Me'", async () => {
    useUserAgent(DESKTOP_UA);
    await renderGuide();
    const steps = screen.getByRole('region', { name: 'Install it on your computer' });
    expect(steps).toHaveTextContent('Open this page in Chrome or Microsoft Edge.');
    expect(steps).toHaveTextContent(
      "Click the install icon at the right end of the address bar — or open the browser's menu and choose Install Trivia Near Me.",
    );
  });

  it("shows another device's steps on request", async () => {
    useUserAgent(DESKTOP_UA);
    await renderGuide();
    expect(screen.getByRole('button', { name: 'Computer' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(screen.getByRole('button', { name: 'iPhone & iPad' }));
    expect(screen.getByRole('region', { name: 'Add it to your iPhone or iPad' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'iPhone & iPad' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('offers an Install button when the browser offers to install, and prompts on click', async () => {
    useUserAgent(ANDROID_UA);
    await renderGuide();
    const { prompt, event } = offerInstall('accepted');
    // The browser's own mini-infobar is held back: the page offers the button. The guide may not
    // have subscribed yet when the offer comes (its effects run after the heading shows): it
    // reads the captured offer when it does.
    expect(event.defaultPrevented).toBe(true);
    const install = await screen.findByRole('button', { name: 'Install' });
    expect(screen.queryByRole('region', { name: /Install it on/ })).not.toBeInTheDocument();

    await userEvent.click(install);
    expect(prompt).toHaveBeenCalledOnce();
    expect(await screen.findByRole('heading', { name: "You're All Set" })).toBeVisible();
  });

  it('keeps an offer made before the page loaded (it loads lazily)', async () => {
    useUserAgent(DESKTOP_UA);
    const { prompt } = offerInstall('dismissed');
    await renderGuide();
    await userEvent.click(screen.getByRole('button', { name: 'Install' }));
    expect(prompt).toHaveBeenCalledOnce();
    // Dismissed: the offer is used up, and the manual steps come back.
    expect(
      await screen.findByRole('region', { name: 'Install it on your computer' }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Install' })).not.toBeInTheDocument();
  });

  it("says 'You're All Set' once the app is installed", async () => {
    useUserAgent(ANDROID_UA);
    await renderGuide();
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(await screen.findByRole('heading', { name: "You're All Set" })).toBeVisible();
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find trivia near you' })).toHaveAttribute('href', '/');
  });

  it("says 'You're All Set' when opened from the iOS home screen", async () => {
    useUserAgent(IPHONE_UA);
    Object.defineProperty(window.navigator, 'standalone', { value: true, configurable: true });
    await renderGuide();
    expect(screen.getByRole('heading', { name: "You're All Set" })).toBeVisible();
  });

  it("links 'Try Without Installing' to the home page and names the page", async () => {
    useUserAgent(IPHONE_UA);
    await renderGuide();
    expect(screen.getByRole('link', { name: 'Try Without Installing' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(document.title).toBe('Install Trivia Near Me — Trivia Near Me');
  });
});
