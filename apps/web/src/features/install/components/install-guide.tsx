import { useState } from 'react';
import { Link } from 'react-router';
import { CheckIcon, DownloadIcon } from '@/components/ui/action-icons.tsx';
import { Button, buttonClasses } from '@/components/ui/button.tsx';
import { Main } from '@/components/ui/main.tsx';
import { paths } from '@/config/paths.ts';
import { detectCurrentPlatform, type Platform } from '../api/detect-platform.ts';
import { useInstallState } from '../api/use-install-state.ts';
import { InstallSteps } from './install-steps.tsx';

const PLATFORM_NAMES: Record<Platform, string> = {
  ios: 'iPhone & iPad',
  android: 'Android',
  desktop: 'Computer',
};

/**
 * The install guide (spec §2, §4): an Install button when the browser offers to install, the
 * detected platform's manual steps otherwise, and 'You're All Set' once installed.
 */
export function InstallGuide() {
  const { state, install } = useInstallState();
  const [platform, setPlatform] = useState<Platform>(detectCurrentPlatform);

  return (
    <Main className="mx-auto w-full max-w-xl px-5 pt-20 pb-16 sm:pt-24">
      <p className="mb-4 inline-flex items-center gap-2 rounded-full border border-border bg-surface px-3 py-1 text-xs font-semibold tracking-wide text-muted uppercase">
        <span className="size-2 rounded-full bg-accent" aria-hidden="true" />
        Beta
      </p>
      <div className="flex items-center gap-4">
        <img
          src="/icons/icon-192.png"
          alt=""
          width={64}
          height={64}
          className="size-14 shrink-0 rounded-[22%] ring-1 ring-border sm:size-16"
        />
        <h1 className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
          Install Trivia <span className="text-accent">Near Me</span>
        </h1>
      </div>
      <p className="mt-4 text-lg text-muted">
        Keep trivia night one tap away. It opens full screen like an app, and shows the trivia you
        last loaded even when you're offline. Free, no app store.
      </p>

      <div className="mt-8 rounded-2xl border border-border bg-surface p-5 sm:p-6">
        {state === 'installed' ? (
          <section aria-labelledby="install-done-title" className="text-center">
            <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-success-bg text-success [&_svg]:size-6">
              <CheckIcon />
            </span>
            <h2 id="install-done-title" className="mt-3 text-2xl font-bold">
              You're All Set
            </h2>
            <p className="mt-2 text-muted">
              Trivia Near Me is installed. Open it from your home screen or your apps whenever
              you're looking for a trivia night.
            </p>
          </section>
        ) : state === 'installable' ? (
          <section aria-labelledby="install-offer-title" className="text-center">
            <h2 id="install-offer-title" className="text-xl font-bold">
              Install in one tap
            </h2>
            <p className="mt-2 text-muted">Your browser can add Trivia Near Me to this device.</p>
            <Button size="lg" className="mt-5 w-full sm:w-auto" onClick={() => void install()}>
              <DownloadIcon />
              Install
            </Button>
          </section>
        ) : (
          <InstallSteps platform={platform} />
        )}
      </div>

      {state === 'not-installed' ? (
        <fieldset className="mt-5">
          <legend className="text-sm text-muted">Installing on another device? Steps for:</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {(Object.keys(PLATFORM_NAMES) as Platform[]).map((choice) => (
              <Button
                key={choice}
                size="sm"
                variant={choice === platform ? 'primary' : 'secondary'}
                aria-pressed={choice === platform}
                onClick={() => setPlatform(choice)}
              >
                {PLATFORM_NAMES[choice]}
              </Button>
            ))}
          </div>
        </fieldset>
      ) : null}

      <div className="mt-10 border-t border-border pt-6 text-center">
        <Link
          to={paths.home}
          className={buttonClasses(state === 'installed' ? 'primary' : 'secondary', 'lg')}
        >
          {state === 'installed' ? 'Find trivia near you' : 'Try Without Installing'}
        </Link>
      </div>
    </Main>
  );
}
