import { useLocation, useNavigate } from 'react-router';
import { canGoBackInSite } from '@/components/ui/back-link.tsx';

/** Back to the previous page of this site, or to `fallback` when there is none. */
export function useGoBack(fallback: string): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return () => {
    if (canGoBackInSite(location.key)) void navigate(-1);
    else void navigate(fallback);
  };
}
