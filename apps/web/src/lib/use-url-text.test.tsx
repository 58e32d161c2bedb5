import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it } from 'vitest';
import { textParam } from './url-params.ts';
import { useUrlState } from './url-state.ts';
import { useUrlText } from './use-url-text.ts';

const PARAMS = { q: textParam };

/** `lagMs`: the router takes that long to show a write (a slow device), as it may in a browser. */
function SearchBox({ lagMs = 0 }: { lagMs?: number }) {
  const [{ q }, set] = useUrlState(PARAMS);
  const [text, onChange] = useUrlText(q, (next) => {
    if (lagMs) setTimeout(() => set({ q: next }), lagMs);
    else set({ q: next });
  });
  // The URL's text as React last rendered it: a test waits for that, not only for the router.
  return (
    <>
      <input aria-label="Search" value={text} onChange={(event) => onChange(event.target.value)} />
      <output aria-label="URL text">{q}</output>
    </>
  );
}

function renderSearch(lagMs = 0) {
  const router = createMemoryRouter([{ path: '/', element: <SearchBox lagMs={lagMs} /> }]);
  render(<RouterProvider router={router} />);
  return { router, box: screen.getByRole('textbox', { name: 'Search' }) };
}

describe('a search box bound to the URL', () => {
  it('shows each keystroke at once and writes the URL once typing pauses', async () => {
    const user = userEvent.setup();
    const { router, box } = renderSearch();
    await user.type(box, 'nash ');
    expect(box).toHaveValue('nash ');
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(router.state.location.search).toBe('?q=nash'));
    // The URL's text is the trimmed one; the box keeps what was typed.
    expect(box).toHaveValue('nash ');
  });

  it('puts the URL’s text back on Back and Forward, and drops a change not yet written', async () => {
    const user = userEvent.setup();
    const { router, box } = renderSearch();
    const urlText = screen.getByRole('status', { name: 'URL text' });
    await user.type(box, 'pub');
    await waitFor(() => expect(router.state.location.search).toBe('?q=pub'));
    // The router may finish a move before React renders it: each step waits for the render.
    await waitFor(() => expect(urlText).toHaveTextContent('pub'));

    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(urlText).toBeEmptyDOMElement());
    expect(box).toHaveValue('');
    await act(() => router.navigate(1));
    await waitFor(() => expect(urlText).toHaveTextContent('pub'));
    expect(box).toHaveValue('pub');

    // Typing, then Back before the pause is over: the typing is not written afterwards.
    await user.type(box, ' quiz');
    await act(() => router.navigate(-1));
    await waitFor(() => expect(urlText).toBeEmptyDOMElement());
    expect(box).toHaveValue('');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(router.state.location.search).toBe('');
    expect(box).toHaveValue('');
  });

  it('keeps what is typed while its own earlier write reaches the URL', async () => {
    const user = userEvent.setup();
    const { router, box } = renderSearch(150);
    await user.type(box, 'nerdy');
    // The write of 'nerdy' is under way (300 ms pause, then 150 ms): type on meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 320));
    await user.type(box, ' talk');
    await waitFor(() => expect(router.state.location.search).toBe('?q=nerdy'));
    expect(box).toHaveValue('nerdy talk');
    await waitFor(() => expect(router.state.location.search).toBe('?q=nerdy+talk'));
    expect(box).toHaveValue('nerdy talk');
  });
});
