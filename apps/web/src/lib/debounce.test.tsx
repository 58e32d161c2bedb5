import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedCallback } from './debounce.ts';

let debounced: (text: string) => void = () => {};

function Probe({ onRun }: { onRun: (text: string) => void }) {
  debounced = useDebouncedCallback(onRun, 300);
  return null;
}

describe('the debounce', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs once, with the last call’s arguments, after calls pause', () => {
    const runs: string[] = [];
    render(<Probe onRun={(text) => runs.push(text)} />);
    act(() => {
      debounced('n');
      vi.advanceTimersByTime(200);
      debounced('na');
      vi.advanceTimersByTime(200);
      debounced('nas');
    });
    expect(runs).toEqual([]);
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(runs).toEqual(['nas']);
  });

  it('runs the latest callback, and never after the component is gone', () => {
    const first: string[] = [];
    const second: string[] = [];
    const { rerender, unmount } = render(<Probe onRun={(text) => first.push(text)} />);
    act(() => debounced('a'));
    rerender(<Probe onRun={(text) => second.push(text)} />);
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect([first, second]).toEqual([[], ['a']]);

    act(() => debounced('b'));
    unmount();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(second).toEqual(['a']);
  });
});
