import { Link } from 'react-router';
import { BACK, goInstead } from './back-link.tsx';
import { ArrowLeftIcon } from './icons.tsx';

/**
 * The public screens' Back, top left, clear of the theme toggle (top right). A link to `href`, so
 * that it works before the page's script runs and without one; once it runs, `onBack` (if given)
 * goes back instead, e.g. to the previous page of this site (decision 093).
 */
export function BackButton({ href, onBack }: { href: string; onBack?: () => void }) {
  return (
    <div className="flex min-h-11 items-center pr-14">
      <Link to={href} onClick={goInstead(onBack)} className={BACK}>
        <ArrowLeftIcon />
        Back
      </Link>
    </div>
  );
}
