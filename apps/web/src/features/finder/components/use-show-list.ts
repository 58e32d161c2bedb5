import { useNavigate } from 'react-router';
import type { SearchLocation } from '@/components/trivia-list/list-params.ts';
import { listParams } from '../utils/location-params.ts';

/**
 * Opens the trivia list of a location found on the home page: the list's heading takes the focus
 * once it opens, so the change is announced.
 */
export function useShowList(): (location: SearchLocation) => void {
  const navigate = useNavigate();
  return (location) =>
    void navigate({ search: `?${listParams(location)}` }, { state: { focus: 'heading' } });
}
