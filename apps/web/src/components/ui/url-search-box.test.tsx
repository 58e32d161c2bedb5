import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it } from 'vitest';
import { textParam } from '@/lib/url-params.ts';
import { useUrlState } from '@/lib/url-state.ts';
import { UrlSearchBox } from './url-search-box.tsx';

const PARAMS = { q: textParam, page: textParam };

function List() {
  const [{ q = '' }, setParams] = useUrlState(PARAMS);
  return (
    <>
      <UrlSearchBox
        urlText={q}
        onSearch={(text) => setParams({ q: text, page: '1' })}
        label="Search venues"
        placeholder="Search by name or address"
      />
      <p>Searched: {q}</p>
    </>
  );
}

describe('the search box of an admin list', () => {
  it('is a search box named by its label that writes the URL once typing pauses, and follows Back', async () => {
    const router = createMemoryRouter([{ path: '/', element: <List /> }], {
      initialEntries: ['/?page=3'],
    });
    render(<RouterProvider router={router} />);
    const box = screen.getByRole('searchbox', { name: 'Search venues' });
    expect(box).toHaveAttribute('placeholder', 'Search by name or address');

    // One input event: on a busy machine typing key by key can outlast the pause it tests.
    fireEvent.change(box, { target: { value: ' pub ' } });
    expect(box).toHaveValue(' pub ');
    expect(router.state.location.search).toBe('?page=3');
    await waitFor(() => expect(router.state.location.search).toBe('?page=1&q=pub'), {
      timeout: 5_000,
    });
    // The list has rendered the search it wrote (a transition, late on a busy machine) before a
    // visitor could press Back on it.
    await screen.findByText('Searched: pub', undefined, { timeout: 5_000 });

    // Back is a transition: on a busy machine its render may land after `act` returns.
    await act(() => router.navigate(-1));
    await waitFor(() => expect(box).toHaveValue(''), { timeout: 5_000 });
  });
});
