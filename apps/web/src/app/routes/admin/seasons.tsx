import { SeasonsPage } from '@/features/seasons/components/seasons-page.tsx';
import { useMe } from '@/lib/session.ts';

/** `/admin/seasons`: the leagues a person runs (decision 207). */
export function SeasonsRoute() {
  const { data } = useMe();
  return data ? <SeasonsPage me={data} /> : null;
}
