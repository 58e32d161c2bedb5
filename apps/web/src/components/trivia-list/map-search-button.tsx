import { coordinatesLabel, type LatLng, type ReverseGeocodeResponse } from '@trivia/shared';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { apiFetch } from '@/lib/api-client.ts';
import { hasMovedAway, searchAreaTarget } from './map-search-area.ts';

interface Camera extends LatLng {
  zoom: number;
}

/**
 * Where the map was when the visitor searched its area: the map that opens on the new list starts
 * there instead of fitting the new venues (the visitor chose that view). Kept in this module, which
 * outlives the map while the new list loads.
 */
let searched: Camera | undefined;

/** The camera the visitor searched from, once, if the list is at its centre. */
export function takeSearchedCamera(location: LatLng): Camera | undefined {
  const camera = searched;
  searched = undefined;
  return camera && !hasMovedAway(camera, location) ? camera : undefined;
}

/** The nearest town of the centre (the home page's heading names it), or its coordinates. */
async function areaName(centre: LatLng): Promise<string> {
  const query = new URLSearchParams({
    lat: String(centre.latitude),
    lon: String(centre.longitude),
  });
  try {
    const { name } = await apiFetch<ReverseGeocodeResponse>(`/api/geocode/reverse?${query}`, {
      signal: AbortSignal.timeout(5000),
    });
    if (name) return name;
  } catch {
    // The name is a nicety: the coordinates still find trivia (spec §8).
  }
  return coordinatesLabel(centre.latitude, centre.longitude);
}

/**
 * "Search this area" (decision 121): the home page's list at the map's centre, still on
 * the map; from a city page too, whose place is fixed.
 */
export function SearchAreaButton({ map, centre }: { map: MapLibreMap; centre: LatLng }) {
  const navigate = useNavigate();
  const current = useLocation();
  const [isSearching, setIsSearching] = useState(false);

  async function search() {
    setIsSearching(true);
    const name = await areaName(centre);
    searched = { ...centre, zoom: map.getZoom() };
    setIsSearching(false);
    void navigate(searchAreaTarget(current, centre, name));
  }

  return (
    <button
      type="button"
      className="map-search-area"
      aria-busy={isSearching}
      disabled={isSearching}
      onClick={() => void search()}
    >
      Search this area
    </button>
  );
}
