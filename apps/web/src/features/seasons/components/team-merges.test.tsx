import { fireEvent, screen } from '@testing-library/react';
import type { MeResponse } from '@trivia/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '@/testing/render-page.tsx';
import { TeamMerges } from './team-merges.tsx';

const PROVIDER = '3f9a0000-0000-4000-8000-0000000000aa';
const ME = {
  isAdmin: false,
  providers: [{ providerId: PROVIDER, providerName: 'Quiz Co', status: 'approved', role: 'admin' }],
} as unknown as MeResponse;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('merging teams on the Seasons screen (decision 211)', () => {
  it('merges one name into a team at the chosen provider, lists it, and splits it on a tap', async () => {
    const sent: { method: string; url: string; body?: unknown }[] = [];
    let merges: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        const method = init?.method ?? 'GET';
        sent.push({ method, url, ...(init?.body ? { body: JSON.parse(String(init.body)) } : {}) });
        if (url.startsWith('/api/admin/events')) return json({ events: [], providers: [] });
        if (url === '/api/admin/team-merges' && method === 'GET') return json({ merges });
        if (url === '/api/admin/team-merges' && method === 'POST') {
          const merge = {
            id: 'm1',
            owner: { kind: 'provider', id: PROVIDER, name: 'Quiz Co' },
            from: 'Owlz',
            into: 'Owls',
            createdAt: '2026-11-30T12:00:00Z',
          };
          merges = [merge];
          return json(merge, 201);
        }
        if (url === '/api/admin/team-merges/m1' && method === 'DELETE') {
          merges = [];
          return new Response(null, { status: 204 });
        }
        throw new Error(`unexpected ${method} ${url}`);
      }),
    );
    renderPage(<TeamMerges me={ME} />);
    fireEvent.change(screen.getByLabelText('At'), { target: { value: `provider:${PROVIDER}` } });
    fireEvent.change(screen.getByLabelText('The name to merge away'), {
      target: { value: 'Owlz' },
    });
    fireEvent.change(screen.getByLabelText('Into the team'), { target: { value: 'Owls' } });
    fireEvent.click(screen.getByRole('button', { name: 'Merge' }));
    expect(await screen.findByText('Owlz now counts as Owls.')).toBeVisible();
    expect(sent.find((each) => each.method === 'POST')?.body).toEqual({
      providerId: PROVIDER,
      from: 'Owlz',
      into: 'Owls',
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Split Owlz from Owls' }));
    await vi.waitFor(() => expect(sent.some((each) => each.method === 'DELETE')).toBe(true));
    await vi.waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Split Owlz from Owls' })).toBeNull(),
    );
  });
});
