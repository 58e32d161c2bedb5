import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Main } from '@/components/ui/main.tsx';
import { paths } from '@/config/paths.ts';

/** The frame of the sign-in, registration and password screens. */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Main className="mx-auto flex min-h-dvh w-full max-w-md flex-col justify-center px-5 pt-20 pb-10">
      <Link to={paths.home} className="mb-6 self-center text-lg font-extrabold tracking-tight">
        Trivia <span className="text-accent">Near Me</span>
      </Link>
      <div className="rounded-2xl border border-border bg-surface p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold">{title}</h1>
        {subtitle ? <p className="mt-2 text-sm text-muted">{subtitle}</p> : null}
        <div className="mt-6">{children}</div>
      </div>
      {footer ? <div className="mt-6 space-y-2 text-center text-sm">{footer}</div> : null}
    </Main>
  );
}

export const linkClasses = 'font-semibold text-link underline underline-offset-4';
