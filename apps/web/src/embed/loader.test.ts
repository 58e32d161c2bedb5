import path from 'node:path';
import { build, type Rolldown } from 'vite';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

/**
 * `/embed.js` as built (`vite.embed.config.ts`), run on a page of another site: it
 * inserts an iframe after each of its scripts and takes heights from that iframe only.
 */
const ORIGIN = 'https://trivia.example';
let code = '';

beforeAll(async () => {
  const output = (await build({
    configFile: path.resolve(import.meta.dirname, '../../vite.embed.config.ts'),
    logLevel: 'silent',
    build: { write: false },
  })) as Rolldown.RolldownOutput[];
  const chunk = output[0]?.output[0];
  code = chunk?.type === 'chunk' ? chunk.code : '';
});

afterEach(() => {
  document.body.replaceChildren();
  Reflect.deleteProperty(document, 'currentScript');
});

function addScript(
  attributes: Record<string, string>,
  src = `${ORIGIN}/embed.js`,
): HTMLScriptElement {
  const script = document.createElement('script');
  // A script element made by a page's code does not run in jsdom: the test runs the code itself.
  script.setAttribute('src', src);
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  const wrapper = document.createElement('p');
  wrapper.append(script, document.createElement('footer'));
  document.body.append(wrapper);
  return script;
}

/** Runs the loader as the browser does for `script` (`document.currentScript`), or for none. */
function runLoader(current: HTMLScriptElement | null = null) {
  Object.defineProperty(document, 'currentScript', { value: current, configurable: true });
  new Function(code)();
}

function post(
  frame: HTMLIFrameElement,
  data: unknown,
  origin = ORIGIN,
  source = frame.contentWindow,
) {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
}

describe('the embed loader', () => {
  it('is at most 2 KB', () => {
    expect(code.length).toBeGreaterThan(0);
    expect(new TextEncoder().encode(code).byteLength).toBeLessThanOrEqual(2048);
  });

  it('inserts the embed right after its script, from the script’s origin and data attributes', () => {
    const script = addScript({
      'data-trivia-embed': 'venue',
      'data-slug': 'the-pub-nashville-tn-1a2b',
      'data-theme': 'dark',
      'data-accent': '#ff0066',
    });
    runLoader(script);
    const frame = script.nextElementSibling;
    expect(frame).toBeInstanceOf(HTMLIFrameElement);
    if (!(frame instanceof HTMLIFrameElement)) return;
    expect(frame.src).toBe(
      `${ORIGIN}/embed/venue/the-pub-nashville-tn-1a2b?theme=dark&accent=%23ff0066`,
    );
    expect(frame.title).toBe('Trivia schedule');
    expect(frame.getAttribute('loading')).toBe('lazy');
    expect(frame.style.width).toBe('100%');
    expect(frame.style.borderStyle).toBe('none');
    expect(frame.nextElementSibling?.tagName).toBe('FOOTER');
  });

  it('gives each of several scripts on a page one iframe of its own', () => {
    const first = addScript({ 'data-trivia-embed': 'provider', 'data-slug': 'quiz-co-3f9a' });
    const second = addScript(
      { 'data-trivia-embed': 'near', 'data-slug': 'franklin-tn' },
      'http://127.0.0.1:3000/embed.js?v=2',
    );
    runLoader(first);
    runLoader(second);
    // A copy the browser ran without telling which script it is (a tag manager's): nothing twice.
    runLoader(null);
    expect(document.querySelectorAll('iframe')).toHaveLength(2);
    expect((first.nextElementSibling as HTMLIFrameElement).src).toBe(
      `${ORIGIN}/embed/provider/quiz-co-3f9a`,
    );
    expect((second.nextElementSibling as HTMLIFrameElement).src).toBe(
      'http://127.0.0.1:3000/embed/near/franklin-tn',
    );
  });

  it('inserts the scripts’ iframes when the browser does not say which script runs', () => {
    addScript({ 'data-trivia-embed': 'venue', 'data-slug': 'a-pub-1a2b' });
    addScript({ 'data-trivia-embed': 'venue', 'data-slug': 'b-pub-1a2c' });
    runLoader(null);
    expect(document.querySelectorAll('iframe')).toHaveLength(2);
  });

  it('inserts nothing for an unknown kind or a missing slug', () => {
    runLoader(addScript({ 'data-trivia-embed': 'everything', 'data-slug': 'x-1a2b' }));
    runLoader(addScript({ 'data-trivia-embed': 'venue' }));
    expect(document.querySelectorAll('iframe')).toHaveLength(0);
  });

  it('takes the height its own iframe posts from our origin, and nothing else', () => {
    const one = addScript({ 'data-trivia-embed': 'venue', 'data-slug': 'a-pub-1a2b' });
    const two = addScript({ 'data-trivia-embed': 'venue', 'data-slug': 'b-pub-1a2c' });
    runLoader(one);
    runLoader(two);
    const [frame, other] = document.querySelectorAll('iframe');
    if (!frame || !other) throw new Error('no iframes');

    post(frame, { type: 'trivia-near-me:height', height: 612.4 });
    expect(frame.style.height).toBe('613px');
    expect(other.style.height).toBe('');

    post(frame, { type: 'trivia-near-me:height', height: 90 }, 'https://evil.example');
    post(frame, { type: 'trivia-near-me:height', height: 90 }, ORIGIN, other.contentWindow);
    post(frame, { type: 'something-else', height: 90 });
    post(frame, { type: 'trivia-near-me:height', height: '90' });
    post(frame, { type: 'trivia-near-me:height', height: -5 });
    post(frame, 'trivia-near-me:height');
    expect(frame.style.height).toBe('613px');
    // The message from the other iframe sized that one.
    expect(other.style.height).toBe('90px');
  });
});
