import { type ComponentType, createContext } from 'react';

/**
 * The names of the islands a public page may hold; `islands.ts` maps each to its component. Kept
 * apart from that registry so that a component the registry holds may itself render islands.
 */
export type IslandName =
  | 'save'
  | 'nights'
  | 'follow'
  | 'share'
  | 'theme'
  | 'subscribe'
  | 'report'
  | 'locate'
  | 'list-select'
  | 'coming'
  | 'back';

/**
 * True while the server renders a page of islands that is also a page of the whole app (a city
 * page, decision 213): its controls that need script render as islands.
 */
export const IslandsPage = createContext(false);

/**
 * A control that needs script on a page that is otherwise server HTML (decision 189): the
 * server renders the control inside a marked element carrying its props; on the public pages
 * `public-page.ts` hydrates only that element, with the same props and the component the registry
 * (`islands.ts`) names, when it is tapped or focused (or, if its markup may be wrong for this
 * visitor, once the browser is idle and it is in view; `public-page.ts`, decision 214). In the
 * whole app (the home page, `/saved`) it is the control itself: the mark is a `display: contents`
 * box that changes nothing.
 *
 * Props must survive JSON: they are written into the page and read back. `staleAt` is the instant
 * (ms since the epoch) from which the server's markup is wrong for every visitor, such as the
 * first of a venue's nights to end (decision 215).
 */
export function Island<Props extends object>({
  name,
  component: Control,
  props,
  staleAt,
}: {
  name: IslandName;
  component: ComponentType<Props>;
  props: Props;
  staleAt?: number;
}) {
  return (
    <span
      data-island={name}
      data-props={JSON.stringify(props)}
      data-stale-at={staleAt}
      className="contents"
    >
      <Control {...props} />
    </span>
  );
}
