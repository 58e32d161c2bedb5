import { type ComponentType, createElement, type ReactElement } from 'react';
import { FollowButton } from '@/components/follow-venues/follow-button.tsx';
import { ReportButton } from '@/components/trivia-list/report-button.tsx';
import { BackLink } from '@/components/ui/back-link.tsx';
import { SaveButton } from '@/components/ui/save-button.tsx';
import { ShareButton } from '@/components/ui/share-button.tsx';
import { FeedSubscribeMenu } from '@/components/ui/subscribe-menu.tsx';
import { ThemeToggle } from '@/components/ui/theme-toggle.tsx';
import { CardComing, ListSelect } from '@/features/city-pages/components/city-islands.tsx';
import { ShareLocationButton } from '@/features/finder/components/share-location-button.tsx';
import { LiveNightList } from '@/features/venue-pages/components/venue-nights.tsx';
import type { IslandName } from './island.tsx';

/**
 * Every island a public page may hold, by the name its marked element carries (decision 189).
 * Their heavy parts (the We're coming, follow and report forms) load only when opened.
 */
// Each island's props are checked where `<Island>` renders it, with its component.
const islands: Record<IslandName, ComponentType<never>> = {
  save: SaveButton,
  // A venue's nights, judged over by the visitor's clock once hydrated (decision 166), with
  // their "We're coming".
  nights: LiveNightList,
  follow: FollowButton,
  share: ShareButton,
  theme: ThemeToggle,
  // Its links need the page's address (webcal://): the server's markup has the feed's path.
  subscribe: FeedSubscribeMenu,
  report: ReportButton,
  // The home page's Share My Location (decision 212).
  locate: ShareLocationButton,
  // A city page's list (decision 213): its radius and sort, and each card's "We're coming" (its
  // save star is `save`).
  'list-select': ListSelect,
  coming: CardComing,
  // Back to the previous page of this site (spec §2).
  back: BackLink,
};

export function isIslandName(name: string): name is IslandName {
  return Object.hasOwn(islands, name);
}

/** An island's control with the props the server wrote on its mark. */
export function renderIsland(name: IslandName, props: object): ReactElement {
  return createElement(islands[name] as ComponentType<object>, props);
}
