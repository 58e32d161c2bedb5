import { type ComponentProps, type ComponentType, createElement, type ReactElement } from 'react';
import { FollowButton } from '@/components/follow-venues/follow-button.tsx';
import { WereComingButton } from '@/components/trivia-list/were-coming-button.tsx';
import { SaveButton } from '@/components/ui/save-button.tsx';
import { ShareButton } from '@/components/ui/share-button.tsx';
import { FeedSubscribeMenu } from '@/components/ui/subscribe-menu.tsx';
import { ThemeToggle } from '@/components/ui/theme-toggle.tsx';

/**
 * Every island a public page may hold, by the name its marked element carries (decision 189).
 * Their heavy parts (the We're coming and follow forms) load only when opened.
 */
const islands = {
  save: SaveButton,
  coming: WereComingButton,
  follow: FollowButton,
  share: ShareButton,
  theme: ThemeToggle,
  // Its links need the page's address (webcal://): the server's markup has the feed's path.
  subscribe: FeedSubscribeMenu,
};

export type IslandName = keyof typeof islands;
export type IslandProps<Name extends IslandName> = ComponentProps<(typeof islands)[Name]>;

export function isIslandName(name: string): name is IslandName {
  return Object.hasOwn(islands, name);
}

/**
 * An island's control with its props. The registry's components take different props; the name
 * ties the props to their component, which TypeScript cannot follow through an indexed union.
 */
export function renderIsland<Name extends IslandName>(
  name: Name,
  props: IslandProps<Name>,
): ReactElement {
  return createElement(islands[name] as unknown as ComponentType<object>, props);
}
