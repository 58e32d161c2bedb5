import {
  EMBED_THEMES,
  type EmbedTarget,
  type EmbedTheme,
  embedIframeSnippet,
  embedPageUrl,
  embedScriptSnippet,
} from '@trivia/shared';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { FieldFrame, RadioCard, SelectField, TextField } from '@/components/ui/field.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { useDebouncedCallback } from '@/lib/debounce.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useEmbedTargets } from '../api/get-embed-targets.ts';
import { EmbedPreview } from './embed-preview.tsx';
import { SnippetBox } from './snippet-box.tsx';

export const EMBED_PAGE_TITLE = 'Put your schedule on your website';

const THEME_LABELS: Record<EmbedTheme, string> = { auto: 'Auto', light: 'Light', dark: 'Dark' };
/** What the colour control shows before a colour is chosen: the embed keeps its own accent. */
const DEFAULT_SWATCH = '#c2410c';
const SEARCH_DEBOUNCE_MS = 300;

const keyOf = (target: EmbedTarget) => `${target.kind}:${target.slug}`;
const PANEL = 'rounded-2xl border border-border bg-surface p-4 shadow-sm sm:p-5';

/**
 * /admin/embed: choose a provider's or a venue's schedule, its theme and accent, see
 * the embed as a visitor will, and copy a snippet — the `/embed.js` script, which sizes its
 * iframe, or a plain iframe. What may be chosen is the server's answer.
 */
export function EmbedSnippetPage() {
  useDocumentTitle(EMBED_PAGE_TITLE);
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  const setQLater = useDebouncedCallback((value: string) => setQ(value.trim()), SEARCH_DEBOUNCE_MS);
  const [chosenKey, setChosenKey] = useState('');
  const [theme, setTheme] = useState<EmbedTheme>('auto');
  const [accent, setAccent] = useState('');
  const embeds = useEmbedTargets(q);

  const targets = embeds.data?.targets ?? [];
  const chosen = targets.find((target) => keyOf(target) === chosenKey) ?? targets[0];
  const providers = targets.filter((target) => target.kind === 'provider');
  const venues = targets.filter((target) => target.kind === 'venue');
  const options = chosen ? { kind: chosen.kind, slug: chosen.slug, theme, accent } : null;

  return (
    <>
      <PageHeader
        title={EMBED_PAGE_TITLE}
        description="Show your next two weeks of trivia nights on your own site. Paste a snippet once: it keeps itself up to date."
      />
      {embeds.isError ? (
        <Alert tone="error">
          {errorMessage(embeds.error, 'What you can embed could not be loaded')}
        </Alert>
      ) : null}
      {embeds.isPending ? <p className="text-muted">Loading</p> : null}
      {embeds.data ? (
        <div className="grid gap-6 xl:grid-cols-[minmax(0,26rem)_minmax(0,1fr)]">
          <section aria-labelledby="embed-choose" className={`${PANEL} space-y-5 self-start`}>
            <h2 id="embed-choose" className="text-xl font-bold">
              Choose what to show
            </h2>
            {embeds.data.canSearch ? (
              <TextField
                label="Find a venue or provider"
                type="search"
                value={search}
                hint="Every public provider is listed; type a venue's name to find it."
                onChange={(event) => {
                  setSearch(event.target.value);
                  setQLater(event.target.value);
                }}
              />
            ) : null}
            {targets.length === 0 ? (
              <Alert tone="info" title={q ? `Nothing matches “${q}”` : 'Nothing to show yet'}>
                {q
                  ? 'Try another name.'
                  : 'Once you manage a venue, or belong to a provider, its schedule can go on your website.'}
              </Alert>
            ) : (
              <SelectField
                label="What to show"
                value={chosen ? keyOf(chosen) : ''}
                onChange={(event) => setChosenKey(event.target.value)}
              >
                {providers.length > 0 ? (
                  <optgroup label="Providers">
                    {providers.map((target) => (
                      <option key={keyOf(target)} value={keyOf(target)}>
                        {target.name}
                      </option>
                    ))}
                  </optgroup>
                ) : null}
                {venues.length > 0 ? (
                  <optgroup label="Venues">
                    {venues.map((target) => (
                      <option key={keyOf(target)} value={keyOf(target)}>
                        {target.detail ? `${target.name} — ${target.detail}` : target.name}
                      </option>
                    ))}
                  </optgroup>
                ) : null}
              </SelectField>
            )}
            <fieldset>
              <legend className="text-sm font-semibold">Theme</legend>
              <div className="mt-2 grid grid-cols-3 gap-2">
                {EMBED_THEMES.map((value) => (
                  <RadioCard
                    key={value}
                    gap="gap-2"
                    name="embed-theme"
                    value={value}
                    checked={theme === value}
                    onChange={() => setTheme(value)}
                  >
                    {THEME_LABELS[value]}
                  </RadioCard>
                ))}
              </div>
              <p className="mt-1.5 text-sm text-muted">
                Auto follows your visitor's light or dark setting.
              </p>
            </fieldset>
            <FieldFrame label="Accent colour">
              {({ id }) => (
                <div className="flex flex-wrap items-center gap-3">
                  <input
                    id={id}
                    type="color"
                    value={accent || DEFAULT_SWATCH}
                    onChange={(event) => setAccent(event.target.value)}
                    className="h-11 w-16 cursor-pointer rounded-lg border border-border bg-surface p-1"
                  />
                  <span className="font-mono text-sm">{accent || 'Default'}</span>
                  {accent ? (
                    <button
                      type="button"
                      onClick={() => setAccent('')}
                      className="rounded-lg px-2 py-1 text-sm font-semibold text-accent-strong underline underline-offset-2"
                    >
                      Use the default colour
                    </button>
                  ) : null}
                </div>
              )}
            </FieldFrame>
          </section>

          {options && embeds.data ? (
            <div className="min-w-0 space-y-6">
              <section aria-labelledby="embed-preview" className={PANEL}>
                <h2 id="embed-preview" className="mb-3 text-xl font-bold">
                  Preview
                </h2>
                <EmbedPreview src={embedPageUrl({ ...options, publicUrl: '' })} />
              </section>
              <section aria-labelledby="embed-snippets" className={`${PANEL} space-y-5`}>
                <h2 id="embed-snippets" className="text-xl font-bold">
                  Copy a snippet
                </h2>
                <SnippetBox
                  label="Script snippet"
                  description="Recommended: the schedule takes the height it needs."
                  code={embedScriptSnippet({ ...options, publicUrl: embeds.data.publicUrl })}
                />
                <SnippetBox
                  label="Iframe snippet"
                  description="For sites that allow no scripts: a frame 480 pixels high."
                  code={embedIframeSnippet({ ...options, publicUrl: embeds.data.publicUrl })}
                />
              </section>
            </div>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
