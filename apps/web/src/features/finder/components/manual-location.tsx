import { useQueryClient } from '@tanstack/react-query';
import { type Place, placeLabel } from '@trivia/shared';
import { type FormEvent, useState } from 'react';
import type { SearchLocation } from '@/components/trivia-list/list-params.ts';
import { Alert } from '@/components/ui/alert.tsx';
import { BackButton } from '@/components/ui/back-button.tsx';
import { Button } from '@/components/ui/button.tsx';
import { SpinnerIcon } from '@/components/ui/icons.tsx';
import { Main } from '@/components/ui/main.tsx';
import { paths } from '@/config/paths.ts';
import { errorMessage } from '@/lib/api-client.ts';
import { searchPlacesQueryOptions } from '../api/search-places.ts';
import { PlaceCombobox } from './place-combobox.tsx';

export interface ManualLocationProps {
  onLocationFound: (location: SearchLocation) => void;
}

function toLocation(place: Place): SearchLocation {
  return { latitude: Number(place.lat), longitude: Number(place.lon), name: placeLabel(place) };
}

/**
 * Typing a location (spec §2): pick a suggestion, or submit the text and take the best match.
 * A place that cannot be found says so and stays here (DESIGN.md: no fallback coordinates).
 */
export function ManualLocation({ onLocationFound }: ManualLocationProps) {
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [isSearching, setIsSearching] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = text.trim();
    if (!query) return; // spec §5: nothing happens on empty input
    setError(null);
    setIsSearching(true);
    try {
      const [best] = await queryClient.fetchQuery(searchPlacesQueryOptions(query));
      if (best) onLocationFound(toLocation(best));
      else {
        setError(`We couldn't find "${query}". Try a city name, "City, ST" or a 5-digit ZIP code.`);
      }
    } catch (failure) {
      setError(errorMessage(failure, 'Could not look up that place. Please try again.'));
    } finally {
      setIsSearching(false);
    }
  }

  return (
    <Main className="mx-auto flex min-h-dvh w-full max-w-md flex-col px-4 pt-4 pb-10">
      <BackButton href={paths.home} />
      <h1 className="mt-8 text-3xl font-extrabold tracking-tight">Enter Your Location</h1>
      <p className="mt-2 text-muted">Type a city or a ZIP code to see trivia nights around it.</p>
      <form
        className="mt-8 flex flex-col gap-4"
        onSubmit={(event) => void onSubmit(event)}
        noValidate
      >
        <PlaceCombobox
          focusOnMount
          value={text}
          onValueChange={(value) => {
            setText(value);
            setError(null);
          }}
          onPick={(place) => onLocationFound(toLocation(place))}
        />
        {error ? <Alert tone="error">{error}</Alert> : null}
        <Button type="submit" size="lg" disabled={isSearching} aria-busy={isSearching}>
          {isSearching ? <SpinnerIcon /> : null}
          Find Trivia Events
        </Button>
      </form>
    </Main>
  );
}
