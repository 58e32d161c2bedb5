import { useQuery } from '@tanstack/react-query';
import type { IsoDate, ListedVenue, PublicConfig } from '@trivia/shared';
import {
  LngLatBounds,
  Map as MapLibreMap,
  Marker,
  type StyleSpecification,
  setWorkerUrl,
} from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { useEffect, useRef, useState } from 'react';
import { apiFetch } from '@/lib/api-client.ts';
import type { SearchLocation } from './list-params.ts';
import { clusterPoints } from './map-clusters.ts';
import { VenueCard } from './venue-card.tsx';

setWorkerUrl(workerUrl);

/** Markers on a plain background: what the map shows when its style cannot load. */
const PLAIN_STYLE: StyleSpecification = {
  version: 8,
  sources: {},
  layers: [{ id: 'background', type: 'background', paint: { 'background-color': '#c9d2de' } }],
};

const MARKER =
  'flex size-11 items-center justify-center rounded-full border-2 border-white bg-accent text-sm font-bold text-accent-fg shadow-md focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-link aria-pressed:border-4 aria-pressed:border-link';

/**
 * The style of `MAP_STYLE_URL` (decision 054), fetched here so that a style that cannot load
 * (offline, blocked) is known at once: the map then draws the plain style.
 */
function useMapStyle() {
  return useQuery({
    queryKey: ['map-style'],
    queryFn: async ({ signal }): Promise<StyleSpecification | null> => {
      const { mapStyleUrl } = await apiFetch<PublicConfig>('/api/public-config', { signal });
      try {
        const response = await fetch(mapStyleUrl, { signal });
        if (!response.ok) return null;
        const style: StyleSpecification = await response.json();
        return style;
      } catch {
        return null;
      }
    },
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

function markerButton(
  label: string,
  text: string,
  onClick: () => void,
  pressed?: boolean,
): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = MARKER;
  button.setAttribute('aria-label', label);
  button.dataset.venueMarker = '';
  if (pressed !== undefined) button.setAttribute('aria-pressed', String(pressed));
  button.textContent = text;
  button.addEventListener('click', (event) => {
    event.stopPropagation();
    onClick();
  });
  return button;
}

/** The name of the marker that has the focus, if one has. */
function focusedMarker(): string | null {
  const active = document.activeElement;
  return active instanceof HTMLElement && active.dataset.venueMarker !== undefined
    ? active.getAttribute('aria-label')
    : null;
}

export interface VenueMapProps {
  items: ListedVenue[];
  location: SearchLocation;
  showDates: boolean;
  /** The list's today, for each night's freshness line. */
  today: IsoDate;
}

/**
 * The trivia list as a map (issue 15, decision 054), loaded only when the visitor opens it.
 * Markers are buttons in list order (so the keyboard meets them as the list would), named after
 * their venue; crowded ones join into a numbered marker that zooms in when chosen. Choosing a
 * venue shows its card under the map. The visitor's position is marked, and the map fits the
 * results. When the style or its tiles cannot load, the markers stay on a plain background with
 * the note "Map tiles unavailable".
 */
export function VenueMap({ items, location, showDates, today }: VenueMapProps) {
  const container = useRef<HTMLElement>(null);
  const style = useMapStyle();
  const [map, setMap] = useState<MapLibreMap>();
  const [tilesFailed, setTilesFailed] = useState(false);
  const [chosenId, setChosenId] = useState<string>();
  const refocus = useRef<string | null>(null);
  const chosen = items.find((item) => item.venue.id === chosenId);
  const tilesUnavailable = style.data === null || style.isError || tilesFailed;

  useEffect(() => {
    if (!container.current || style.isPending) return;
    const created = new MapLibreMap({
      container: container.current,
      style: style.data ?? PLAIN_STYLE,
      center: [location.longitude, location.latitude],
      zoom: 10,
      attributionControl: { compact: true },
    });
    // A tile, glyph or sprite that cannot load: the rest of the map still draws.
    created.on('error', () => setTilesFailed(true));
    setMap(created);
    return () => {
      setMap(undefined);
      created.remove();
    };
  }, [style.isPending, style.data, location.latitude, location.longitude]);

  useEffect(() => {
    if (!map) return;
    const position = document.createElement('div');
    position.setAttribute('role', 'img');
    position.setAttribute('aria-label', 'Your position');
    // Above the venues' markers (it is not a control: they stay clickable around it).
    position.className =
      'pointer-events-none z-10 size-5 rounded-full border-3 border-white bg-link shadow-md';
    const you = new Marker({ element: position })
      .setLngLat([location.longitude, location.latitude])
      .addTo(map);
    const bounds = new LngLatBounds();
    bounds.extend([location.longitude, location.latitude]);
    for (const { venue } of items) bounds.extend([venue.longitude, venue.latitude]);
    map.fitBounds(bounds, { padding: 48, maxZoom: 14, animate: false });

    return () => {
      you.remove();
    };
  }, [map, items, location.latitude, location.longitude]);

  useEffect(() => {
    if (!map) return;
    let markers: Marker[] = [];
    const draw = () => {
      // Markers are drawn anew after each move and choice; the one the keyboard was on keeps
      // the focus.
      const focused = focusedMarker() ?? refocus.current;
      refocus.current = null;
      for (const marker of markers) marker.remove();
      const points = items.map(({ venue }) => map.project([venue.longitude, venue.latitude]));
      markers = clusterPoints(points).map((members) => {
        const venues = members.flatMap((index) => items[index]?.venue ?? []);
        const [first] = venues;
        if (!first) throw new Error('A cluster has at least one venue.');
        const element =
          venues.length === 1
            ? markerButton(first.name, '', () => setChosenId(first.id), first.id === chosenId)
            : markerButton(
                `${venues.length} venues: ${venues.map((venue) => venue.name).join(', ')}`,
                String(venues.length),
                () => {
                  const around = new LngLatBounds();
                  for (const venue of venues) around.extend([venue.longitude, venue.latitude]);
                  map.fitBounds(around, { padding: 64, maxZoom: 17 });
                },
              );
        return new Marker({ element }).setLngLat([first.longitude, first.latitude]).addTo(map);
      });
      const again = markers.find(
        (marker) => marker.getElement().getAttribute('aria-label') === focused,
      );
      again?.getElement().focus();
    };
    draw();
    map.on('moveend', draw);
    return () => {
      map.off('moveend', draw);
      refocus.current = focusedMarker();
      for (const marker of markers) marker.remove();
    };
  }, [map, items, chosenId]);

  return (
    <div>
      <div className="relative">
        <section
          ref={container}
          aria-label="Map of the venues"
          className="h-[60vh] min-h-80 w-full overflow-hidden rounded-2xl border border-border bg-[#c9d2de]"
        />
        {tilesUnavailable ? (
          <p
            role="status"
            className="absolute top-3 left-3 rounded-lg bg-surface px-3 py-1.5 text-sm font-semibold text-fg shadow"
          >
            Map tiles unavailable
          </p>
        ) : null}
      </div>
      <div className="mt-4">
        {chosen ? (
          <VenueCard
            venue={chosen.venue}
            lines={chosen.lines}
            showDates={showDates}
            today={today}
          />
        ) : (
          <p className="text-sm text-muted">Choose a marker to see its venue.</p>
        )}
      </div>
    </div>
  );
}
