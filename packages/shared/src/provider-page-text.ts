/**
 * The words of a provider's page that the server's `<head>` and the browser's title
 * share; apart from `provider-page-api.ts` so that the page's code carries no zod.
 */

export function providerPageTitle(provider: { name: string }): string {
  return `Trivia by ${provider.name} | Trivia Near Me`;
}

/** "Trivia by Quiz Co. at Main Street Taproom in Franklin, TN: …", or "at 5 venues in …". */
export function providerPageDescription(
  provider: { name: string },
  venues: readonly { venue: { name: string; town?: { name: string; stateCode: string } } }[],
): string {
  const towns = [
    ...new Set(
      venues.flatMap(({ venue }) =>
        venue.town ? [`${venue.town.name}, ${venue.town.stateCode}`] : [],
      ),
    ),
  ];
  const where =
    venues.length === 1 ? (venues[0]?.venue.name ?? '1 venue') : `${venues.length} venues`;
  const shownTowns =
    towns.length > 3 ? `${towns.slice(0, 3).join('; ')} and more` : towns.join('; ');
  const inTowns = shownTowns ? ` in ${shownTowns}` : '';
  return `Trivia by ${provider.name} at ${where}${inTowns}: every night of the next four weeks, prizes, and a calendar to subscribe to.`;
}
