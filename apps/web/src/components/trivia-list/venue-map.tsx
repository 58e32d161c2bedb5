import { useQuery } from '@tanstack/react-query';
import {
  haversineMiles,
  type IsoDate,
  type LatLng,
  type ListedVenue,
  type PublicConfig,
} from '@trivia/shared';
import {
  AttributionControl,
  LngLatBounds,
  Map as MapLibreMap,
  Marker,
  type PaddingOptions,
  type StyleSpecification,
  setWorkerUrl,
} from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { useEffect, useRef, useState } from 'react';
import { apiFetch } from '@/lib/api-client.ts';
import type { SearchLocation } from './list-params.ts';
import { drawMarkers, focusedMarker, markActive, type VenueMarker } from './map-markers.ts';
import { hasMovedAway } from './map-search-area.ts';
import { SearchAreaButton, takeSearchedCamera } from './map-search-button.tsx';
import { MapTray, showCard } from './map-tray.tsx';

setWorkerUrl(workerUrl);

/** Markers on a plain background: what the map shows when its style cannot load. */
const PLAIN_STYLE: StyleSpecification = {
  version: 8,
  sources: {},
  layers: [{ id: 'background', type: 'background', paint: { 'background-color': '#c9d2de' } }],
};

/** The map's edges, less the tray over its foot and the button over its top. */
function padding(tray: HTMLElement | null): Required<PaddingOptions> {
  return { top: 64, right: 40, left: 40, bottom: (tray?.offsetHeight ?? 0) + 32 };
}

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

/**
 * The list's venues, as the same array while they are the same venues: the list makes a new array
 * on each of its renders, which must neither refit the map nor redraw its markers.
 */
function useSameVenues(items: ListedVenue[]): ListedVenue[] {
  const kept = useRef(items);
  const key = (list: ListedVenue[]) => list.map(({ venue }) => venue.id).join(' ');
  if (key(kept.current) !== key(items)) kept.current = items;
  return kept.current;
}

export interface VenueMapProps {
  items: ListedVenue[];
  location: SearchLocation;
  showDates: boolean;
  /** The list's today, for each night's freshness line. */
  today: IsoDate;
}

/**
 * The trivia list as a map (decisions 054 and 121), loaded only when the visitor
 * opens it. On a phone it fills the screen under the tabs. Markers are buttons in list order,
 * named after their venue; crowded ones join into a numbered marker that zooms in when chosen.
 * A tray of small cards lies over the map's foot, synced with the markers: choosing a marker
 * brings its card to the middle, swiping the tray to a card highlights its marker. After the
 * visitor moves the map, "Search this area" lists the venues around its centre. When the style
 * or its tiles cannot load, the markers stay on a plain background with the note "Map tiles
 * unavailable".
 */
export function VenueMap({ items, location, showDates, today }: VenueMapProps) {
  const view = useRef<HTMLDivElement>(null);
  const container = useRef<HTMLElement>(null);
  const tray = useRef<HTMLUListElement>(null);
  const style = useMapStyle();
  const [map, setMap] = useState<MapLibreMap>();
  const [tilesFailed, setTilesFailed] = useState(false);
  const [chosenId, setChosenId] = useState<string>();
  /** The map's centre once the visitor moved it away from the list's place. */
  const [movedTo, setMovedTo] = useState<LatLng | null>(null);
  const markers = useRef<VenueMarker[]>([]);
  const refocus = useRef<string | null>(null);
  // The chosen venue, or the list's first: the card in the tray's middle when it opens.
  const activeId = items.some(({ venue }) => venue.id === chosenId) ? chosenId : items[0]?.venue.id;
  const active = useRef(activeId);
  active.current = activeId;
  const venues = useSameVenues(items);
  const { latitude, longitude } = location;
  const start = useRef(location);
  const here = useRef(location);
  here.current = location;
  const tilesUnavailable = style.data === null || style.isError || tilesFailed;

  // Opening the map brings it under the tabs, where it fills the screen (on a phone) or the
  // window's height (on a desktop): its top, with "Search this area", is never under the tabs.
  useEffect(() => {
    view.current?.scrollIntoView({ block: 'start' });
  }, []);

  useEffect(() => {
    if (!container.current || style.isPending) return;
    const created = new MapLibreMap({
      container: container.current,
      style: style.data ?? PLAIN_STYLE,
      center: [start.current.longitude, start.current.latitude],
      zoom: 10,
      // Above the map, where the tray does not cover it.
      attributionControl: false,
    });
    created.addControl(new AttributionControl({ compact: true }), 'top-right');
    // A tile, glyph or sprite that cannot load: the rest of the map still draws.
    created.on('error', () => setTilesFailed(true));
    // "Search this area" is offered after the visitor's own moves, not the map's fitting.
    let byVisitor = false;
    created.on('movestart', (event) => {
      byVisitor = Boolean(event.originalEvent);
    });
    created.on('moveend', () => {
      if (!byVisitor) return;
      const centre = created.getCenter();
      const next = { latitude: centre.lat, longitude: centre.lng };
      const bounds = created.getBounds();
      const widthMiles = haversineMiles(
        { latitude: centre.lat, longitude: bounds.getWest() },
        { latitude: centre.lat, longitude: bounds.getEast() },
      );
      setMovedTo(hasMovedAway(here.current, next, widthMiles) ? next : null);
    });
    setMap(created);
    return () => {
      setMap(undefined);
      created.remove();
    };
  }, [style.isPending, style.data]);

  useEffect(() => {
    if (!map) return;
    const position = document.createElement('div');
    position.setAttribute('role', 'img');
    position.setAttribute('aria-label', 'Your position');
    // Above the venues' markers (it is not a control: they stay clickable around it); blue, as
    // maps draw the visitor's own place.
    position.className =
      'pointer-events-none z-10 size-5 rounded-full border-3 border-white bg-[#1a73e8] shadow-md';
    const you = new Marker({ element: position }).setLngLat([longitude, latitude]).addTo(map);
    setMovedTo(null);
    // Back from "Search this area", the map stays where the visitor searched.
    const camera = takeSearchedCamera({ latitude, longitude });
    if (camera) {
      map.jumpTo({ center: [camera.longitude, camera.latitude], zoom: camera.zoom });
    } else {
      const bounds = new LngLatBounds();
      bounds.extend([longitude, latitude]);
      for (const { venue } of venues) bounds.extend([venue.longitude, venue.latitude]);
      map.fitBounds(bounds, { padding: padding(tray.current), maxZoom: 14, animate: false });
    }
    return () => {
      you.remove();
    };
  }, [map, venues, latitude, longitude]);

  useEffect(() => {
    if (!map) return;
    const choose = (venueId: string) => {
      setChosenId(venueId);
      active.current = venueId;
      markActive(markers.current, venueId);
      showCard(tray.current, venueId);
    };
    const draw = () => {
      // Markers are drawn anew after each move; the one the keyboard was on keeps the focus.
      const focused = focusedMarker() ?? refocus.current;
      refocus.current = null;
      for (const { marker } of markers.current) marker.remove();
      markers.current = drawMarkers(map, venues, choose, (bounds) =>
        map.fitBounds(bounds, { padding: padding(tray.current), maxZoom: 17 }),
      );
      markActive(markers.current, active.current);
      const again = markers.current.find(
        ({ marker }) => marker.getElement().getAttribute('aria-label') === focused,
      );
      again?.marker.getElement().focus();
    };
    draw();
    map.on('moveend', draw);
    return () => {
      map.off('moveend', draw);
      refocus.current = focusedMarker();
      for (const { marker } of markers.current) marker.remove();
      markers.current = [];
    };
  }, [map, venues]);

  useEffect(() => {
    markActive(markers.current, activeId);
  }, [activeId]);

  /** A card swiped to the middle: its marker is highlighted, and brought into view if it is not. */
  function onSwipe(venueId: string) {
    setChosenId(venueId);
    const venue = items.find((item) => item.venue.id === venueId)?.venue;
    if (!map || !venue) return;
    const point = map.project([venue.longitude, venue.latitude]);
    const { clientWidth, clientHeight } = map.getContainer();
    const { top, right, bottom, left } = padding(tray.current);
    const hidden =
      point.x < left / 2 ||
      point.x > clientWidth - right / 2 ||
      point.y < top / 2 ||
      point.y > clientHeight - bottom;
    if (hidden)
      map.easeTo({ center: [venue.longitude, venue.latitude], offset: [0, (top - bottom) / 2] });
  }

  return (
    <div ref={view} className="map-view">
      <section ref={container} aria-label="Map of the venues" className="map-canvas" />
      <div className="map-overlay-top">
        {tilesUnavailable ? (
          <p role="status" className="map-note">
            Map tiles unavailable
          </p>
        ) : null}
        {map && movedTo ? <SearchAreaButton map={map} centre={movedTo} /> : null}
      </div>
      <MapTray
        items={items}
        showDates={showDates}
        today={today}
        activeId={activeId}
        onSwipe={onSwipe}
        trayRef={tray}
      />
    </div>
  );
}
