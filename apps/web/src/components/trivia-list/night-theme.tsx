/**
 * Tonight's theme or the host's short note to players (decision 208), on the card and the venue
 * page: its sparkle is drawn by the stylesheet (`.night-theme`), and a screen reader hears what
 * the line is.
 */
export function NightTheme({ theme }: { theme: string }) {
  return (
    <p className="night-theme">
      <span className="sr-only">Theme: </span>
      {theme}
    </p>
  );
}
