import { QueryClientProvider } from '@tanstack/react-query';
import type {
  CityPlaceResponse,
  NearbyVenuesResponse,
  ProviderPageResponse,
  ReportNight,
  StandingsResponse,
  TeamPageResponse,
  VenuePageResponse,
} from '@trivia/shared';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { routes } from './app/routes.tsx';
import {
  type NearbyVenuesParams,
  nearbyVenuesQueryOptions,
} from './components/trivia-list/get-nearby-venues.ts';
import { cityPlaceQueryOptions } from './features/city-pages/api/get-city-place.ts';
import {
  type PostedReport,
  postedReportQueryOptions,
  reportNightQueryOptions,
} from './features/report-a-problem/api/get-report-night.ts';
import { providerPageQueryOptions } from './features/venue-pages/api/get-provider-page.ts';
import { standingsQueryOptions } from './features/venue-pages/api/get-standings.ts';
import { teamPageQueryOptions } from './features/venue-pages/api/get-team-page.ts';
import { venuePageQueryOptions } from './features/venue-pages/api/get-venue-page.ts';
import { IslandsPage } from './islands/island.tsx';
import { createQueryClient } from './lib/query-client.ts';
import { OriginContext } from './lib/use-origin.ts';
import type { SsrState } from './ssr-state.ts';

/**
 * Server rendering: the server (apps/server/src/lib/html-shell.ts, for routes/pages.ts)
 * imports the build of this module and renders the pages search engines read — the home page and
 * city pages — with the data it already fetched. The browser hydrates the same tree from the same
 * data.
 */

export interface RenderData {
  city?: { slug: string; response: CityPlaceResponse };
  nearby?: { params: NearbyVenuesParams; response: NearbyVenuesResponse };
  venue?: { slug: string; response: VenuePageResponse };
  provider?: { slug: string; response: ProviderPageResponse };
  /** A season's standings page. */
  standings?: { slug: string; response: StandingsResponse };
  /** A team's page, by its owner's kind and slug and its own slug. */
  team?: { kind: 'provider' | 'venue'; slug: string; team: string; response: TeamPageResponse };
  report?: { night: ReportNight; posted?: PostedReport };
  /** Sent as a page of islands: a city page renders its controls as islands (decision 213). */
  islands?: boolean;
}

export interface RenderResult {
  html: string;
  state: SsrState;
}

const handler = createStaticHandler(routes);

export async function render(url: string, data: RenderData = {}): Promise<RenderResult | null> {
  const queryClient = createQueryClient();
  // The state a page of the whole app carries; a page of islands carries none (decision 189).
  const state: SsrState = [];
  if (data.city) {
    state.push({
      queryKey: cityPlaceQueryOptions(data.city.slug).queryKey,
      data: data.city.response,
    });
  }
  // A city page's list, rendered and never hydrated (decision 213): not carried.
  if (data.nearby) {
    queryClient.setQueryData(
      nearbyVenuesQueryOptions(data.nearby.params).queryKey,
      data.nearby.response,
    );
  }
  if (data.venue) {
    state.push({
      queryKey: venuePageQueryOptions(data.venue.slug).queryKey,
      data: data.venue.response,
    });
  }
  if (data.provider) {
    state.push({
      queryKey: providerPageQueryOptions(data.provider.slug).queryKey,
      data: data.provider.response,
    });
  }
  if (data.standings) {
    state.push({
      queryKey: standingsQueryOptions(data.standings.slug).queryKey,
      data: data.standings.response,
    });
  }
  if (data.team) {
    const { kind, slug, team, response } = data.team;
    state.push({ queryKey: teamPageQueryOptions(kind, slug, team).queryKey, data: response });
  }
  if (data.report) {
    const { night, posted } = data.report;
    state.push({
      queryKey: reportNightQueryOptions(night.eventId, night.date).queryKey,
      data: night,
    });
    if (posted) {
      state.push({
        queryKey: postedReportQueryOptions(night.eventId, night.date).queryKey,
        data: posted,
      });
    }
  }
  for (const query of state) queryClient.setQueryData(query.queryKey, query.data);
  const context = await handler.query(new Request(url));
  // No route of ours redirects or loads data on the server; anything else is the browser's job.
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <IslandsPage value={data.islands === true}>
          <OriginContext value={new URL(url).origin}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </OriginContext>
        </IslandsPage>
      </QueryClientProvider>
    </StrictMode>,
  );
  return { html, state };
}
