import type { ListedVenue } from '@trivia/shared';
import { LngLatBounds, type Map as MapLibreMap, Marker } from 'maplibre-gl';
import { clusterPoints } from './map-clusters.ts';

/** A marker on the map and the venues it stands for (one, or a cluster's). */
export interface VenueMarker {
  marker: Marker;
  venueIds: string[];
}

function markerButton(label: string, text: string, onClick: () => void): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'map-pin';
  button.setAttribute('aria-label', label);
  button.dataset.venueMarker = '';
  button.textContent = text;
  button.addEventListener('click', (event) => {
    event.stopPropagation();
    onClick();
  });
  return button;
}

/** The name of the marker that has the focus, if one has. */
export function focusedMarker(): string | null {
  const active = document.activeElement;
  return active instanceof HTMLElement && active.dataset.venueMarker !== undefined
    ? active.getAttribute('aria-label')
    : null;
}

/**
 * Marks the marker of the chosen venue: a venue's own marker is pressed (`aria-pressed`), and
 * whichever marker holds it, its own or a cluster, is highlighted (`data-active`) and drawn above
 * the others.
 */
export function markActive(markers: readonly VenueMarker[], activeId: string | undefined) {
  for (const { marker, venueIds } of markers) {
    const element = marker.getElement();
    const holds = activeId !== undefined && venueIds.includes(activeId);
    if (venueIds.length === 1) element.setAttribute('aria-pressed', String(holds));
    if (holds) element.dataset.active = '';
    else delete element.dataset.active;
  }
}

/**
 * The venues' markers at the map's present zoom: buttons in list order (the keyboard meets them
 * as the list reads), those that would overlap joined into a numbered one that zooms in when
 * chosen (decision 054).
 */
export function drawMarkers(
  map: MapLibreMap,
  items: readonly ListedVenue[],
  onChoose: (venueId: string) => void,
  zoomTo: (bounds: LngLatBounds) => void,
): VenueMarker[] {
  const points = items.map(({ venue }) => map.project([venue.longitude, venue.latitude]));
  return clusterPoints(points).map((members) => {
    const venues = members.flatMap((index) => items[index]?.venue ?? []);
    const [first] = venues;
    if (!first) throw new Error('A cluster has at least one venue.');
    const element =
      venues.length === 1
        ? markerButton(first.name, '', () => onChoose(first.id))
        : markerButton(
            `${venues.length} venues: ${venues.map((venue) => venue.name).join(', ')}`,
            String(venues.length),
            () => {
              const around = new LngLatBounds();
              for (const venue of venues) around.extend([venue.longitude, venue.latitude]);
              zoomTo(around);
            },
          );
    const marker = new Marker({ element }).setLngLat([first.longitude, first.latitude]).addTo(map);
    return { marker, venueIds: venues.map((venue) => venue.id) };
  });
}
