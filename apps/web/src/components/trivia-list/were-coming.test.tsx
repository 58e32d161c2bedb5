import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventLines, type NearbyEvent, type NearbyVenue } from '@trivia/shared';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client.ts';
import { VenueCard } from './venue-card.tsx';

const EVENT_ID = '6e194c52-c430-4ec9-ae54-5289eaf56db2';

const event = (overrides: Partial<NearbyEvent> = {}): NearbyEvent => ({
  id: EVENT_ID,
  eventType: 'Trivia',
  title: 'Pub Quiz',
  dayOfWeek: 'Tuesday',
  startTime: '19:00',
  frequency: 'weekly',
  occurrences: [{ date: '2026-11-24', status: 'scheduled' }],
  ...overrides,
});

const venueWith = (...events: NearbyEvent[]): NearbyVenue => ({
  id: 'v1',
  slug: 'harpeth-river-pub-franklin-tn-0001',
  name: 'Harpeth River Pub',
  address: '130 2nd Ave N, Franklin, TN 37064',
  latitude: 35.9262,
  longitude: -86.8695,
  distanceMiles: 0.5,
  photoCategory: 'pub',
  events,
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderCard(venue: NearbyVenue) {
  const queryClient = createQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <VenueCard venue={venue} lines={eventLines(venue, ['2026-11-24'])} today="2026-11-24" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return queryClient;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the card’s headcount', () => {
  it.each([
    [{}, { teams: 1 }, '1 team coming'],
    [{}, { teams: 4 }, '4 teams coming'],
    [{ maxTeams: 12 }, { teams: 4 }, '4 of 12 teams'],
    [{ maxTeams: 12 }, {}, '0 of 12 teams'],
    [{ maxTeams: 12 }, { teams: 12 }, 'Full'],
  ])('event %o, night %o: "%s"', (eventFields, night, text) => {
    renderCard(
      venueWith(
        event({
          ...eventFields,
          occurrences: [{ date: '2026-11-24', status: 'scheduled', ...night }],
        }),
      ),
    );
    const card = screen.getByRole('article');
    expect(within(card).getByText(text)).toBeVisible();
    expect(
      within(card).getByRole('button', {
        name: "We're coming to Pub Quiz at Harpeth River Pub, Tonight",
      }),
    ).toBeVisible();
  });

  it('says nothing of teams when none is coming and there is no limit', () => {
    renderCard(venueWith(event()));
    expect(screen.getByRole('article')).not.toHaveTextContent(/team/);
  });

  it('offers no "We\'re coming" for a cancelled night', () => {
    renderCard(
      venueWith(event({ occurrences: [{ date: '2026-11-24', status: 'cancelled', teams: 3 }] })),
    );
    expect(screen.queryByRole('button', { name: /We're coming/ })).toBeNull();
    expect(screen.queryByText(/teams/)).toBeNull();
  });
});

describe('the "We\'re coming" form', () => {
  it('sends the team, shows the server’s word under its field, and then says it is on the list', async () => {
    const user = userEvent.setup();
    const requests: unknown[] = [];
    let answer = json(
      {
        error: {
          code: 'VALIDATION_FAILED',
          message: 'players: Must be 1 to 12',
          details: [{ field: 'players', message: 'Must be 1 to 12' }],
        },
      },
      400,
    );
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        if (String(input) !== '/api/rsvps') return json({}, 404);
        requests.push(JSON.parse(String(init?.body)));
        return answer;
      }),
    );
    const queryClient = renderCard(
      venueWith(
        event({ maxTeams: 18, occurrences: [{ date: '2026-11-24', status: 'scheduled' }] }),
      ),
    );
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');

    await user.click(screen.getByRole('button', { name: /^We're coming/ }));
    const dialog = await screen.findByRole('dialog', { name: "We're coming" });
    expect(dialog).toHaveTextContent(
      'Pub Quiz at Harpeth River Pub, Tuesday, Nov 24 · 0 of 18 teams',
    );
    // The team's name is required: said without asking the server.
    await user.click(within(dialog).getByRole('button', { name: 'Add our team' }));
    expect(within(dialog).getByRole('textbox', { name: 'Team name' })).toHaveAccessibleDescription(
      'Enter your team’s name',
    );
    expect(requests).toEqual([]);

    await user.type(
      within(dialog).getByRole('textbox', { name: 'Team name' }),
      'Quizteama Aguilera',
    );
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Players (optional)' }), '14');
    const email = within(dialog).getByRole('textbox', { name: 'Email (optional)' });
    expect(email).toHaveAccessibleDescription(
      'For a reminder and a cancellation notice, once you confirm it.',
    );
    await user.type(email, 'Team@Example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Add our team' }));
    expect(
      await within(dialog).findByRole('spinbutton', { name: 'Players (optional)' }),
    ).toHaveAccessibleDescription('Must be 1 to 12 How many of you: 1 to 12.');
    expect(requests).toEqual([
      {
        eventId: EVENT_ID,
        date: '2026-11-24',
        teamName: 'Quizteama Aguilera',
        players: 14,
        email: 'Team@Example.com',
        website: '',
      },
    ]);

    answer = json({ status: 'coming', headcount: { teams: 1, maxTeams: 18, isFull: false } }, 201);
    const players = within(dialog).getByRole('spinbutton', { name: 'Players (optional)' });
    await user.clear(players);
    await user.type(players, '4');
    await user.keyboard('{Enter}');
    const listed = await screen.findByRole('dialog', { name: "You're on the list" });
    expect(listed).toHaveTextContent(
      'Quizteama Aguilera is on the list for Pub Quiz at Harpeth River Pub, Tuesday, Nov 24. Now 1 of 18 teams.',
    );
    // Whatever the address's state, the same words: the answer never tells (decision 165).
    expect(listed).toHaveTextContent(
      "The first time you give us Team@Example.com, we first send it a link to confirm it's yours: nothing else goes to it until you do.",
    );
    expect(requests.at(-1)).toMatchObject({ players: 4 });
    // The night's count is asked for again wherever it shows.
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['venues'] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['venue-pages'] });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('at the limit says so, and the answer puts the team on the waitlist', async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json({ status: 'waitlist', headcount: { teams: 2, maxTeams: 2, isFull: true } }, 201),
      ),
    );
    renderCard(
      venueWith(
        event({
          maxTeams: 2,
          occurrences: [{ date: '2026-11-24', status: 'scheduled', teams: 2 }],
        }),
      ),
    );
    await user.click(screen.getByRole('button', { name: /^We're coming/ }));
    const dialog = await screen.findByRole('dialog', { name: "We're coming" });
    expect(dialog).toHaveTextContent(
      'This night is full: your team goes on the waitlist, and moves up if a team withdraws.',
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'Team name' }), 'Late Quizzers');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Email (optional)' }),
      'late@example.com',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add our team' }));
    expect(await screen.findByRole('dialog', { name: "You're on the waitlist" })).toHaveTextContent(
      "You're on the waitlist — we'll email you if a place frees up.",
    );
  });

  it('shows a refusal that is about no field of the form above its buttons', async () => {
    const user = userEvent.setup();
    const message = "At most 4 teams can say they're coming to one night from one network";
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(
          {
            error: {
              code: 'RATE_LIMITED',
              message: `date: ${message}`,
              details: [{ field: 'date', message }],
            },
          },
          429,
        ),
      ),
    );
    renderCard(venueWith(event()));
    await user.click(screen.getByRole('button', { name: /^We're coming/ }));
    const dialog = await screen.findByRole('dialog', { name: "We're coming" });
    await user.type(within(dialog).getByRole('textbox', { name: 'Team name' }), 'Again');
    await user.click(within(dialog).getByRole('button', { name: 'Add our team' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(within(dialog).getByRole('textbox', { name: 'Team name' })).toHaveValue('Again');
  });

  it('sends a grouped line to its first event whose night is not cancelled', async () => {
    const user = userEvent.setup();
    const requests: { eventId: string }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
        requests.push(JSON.parse(String(init?.body)));
        return json({ status: 'coming', headcount: { teams: 3, isFull: false } }, 201);
      }),
    );
    renderCard(
      venueWith(
        event({ occurrences: [{ date: '2026-11-24', status: 'cancelled', teams: 5 }] }),
        event({
          id: 'b3a1c7de-7f4b-4f8e-9a43-0d6f9e5b2c11',
          occurrences: [{ date: '2026-11-24', status: 'scheduled', teams: 2 }],
        }),
      ),
    );
    // The live event's headcount, not the cancelled one's.
    expect(screen.getByText('2 teams coming')).toBeVisible();
    await user.click(screen.getByRole('button', { name: /^We're coming/ }));
    const dialog = await screen.findByRole('dialog', { name: "We're coming" });
    await user.type(within(dialog).getByRole('textbox', { name: 'Team name' }), 'Second Chance');
    await user.click(within(dialog).getByRole('button', { name: 'Add our team' }));
    await screen.findByRole('dialog', { name: "You're on the list" });
    expect(requests.map((request) => request.eventId)).toEqual([
      'b3a1c7de-7f4b-4f8e-9a43-0d6f9e5b2c11',
    ]);
  });
});
