import { type IslandName, type IslandProps, renderIsland } from './islands.ts';

/**
 * A control that needs script on a page that is otherwise server HTML (decision 189): the
 * server renders the control inside a marked element carrying its props; on the public pages
 * `public-page.ts` hydrates only that element, with the same props, when it is visible once the
 * browser is idle, or when it is tapped. In the whole app (the home page, `/saved`) it is the
 * control itself: the mark is a `display: contents` box that changes nothing.
 *
 * Props must survive JSON: they are written into the page and read back.
 */
export function Island<Name extends IslandName>({
  name,
  props,
}: {
  name: Name;
  props: IslandProps<Name>;
}) {
  return (
    <span data-island={name} data-props={JSON.stringify(props)} className="contents">
      {renderIsland(name, props)}
    </span>
  );
}
