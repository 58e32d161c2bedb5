import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button.tsx';
import { Main } from '@/components/ui/main.tsx';
import { paths } from '@/config/paths.ts';

export function NotFoundPage() {
  return (
    <Main className="mx-auto flex min-h-dvh max-w-md flex-col justify-center px-5 text-center">
      <p className="text-6xl font-extrabold text-accent" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold">This page isn't on the quiz sheet</h1>
      <p className="mt-3 text-muted">
        We couldn't find the page you asked for. It may have moved, or the link may be mistyped.
      </p>
      <Link to={paths.home} className={`${buttonClasses('primary', 'lg')} mt-8`}>
        Find trivia near you
      </Link>
    </Main>
  );
}
