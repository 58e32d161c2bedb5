import { GlobeIcon } from '@/components/ui/action-icons.tsx';

/** A website as its host name: `taproom.example`. */
export function websiteLabel(url: string): string {
  try {
    return new URL(url).host.replace(/^www\./, '');
  } catch {
    return url;
  }
}

/** A venue's or a provider's website, by its host name, opening a new tab. */
export function WebsiteLink({ url, className }: { url: string; className?: string }) {
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className={`${className ? `${className} ` : ''}inline-flex min-h-11 items-center gap-2 font-semibold text-link underline`}
    >
      <GlobeIcon width={18} height={18} />
      {websiteLabel(url)}
      <span className="sr-only"> (website, opens a new tab)</span>
    </a>
  );
}
