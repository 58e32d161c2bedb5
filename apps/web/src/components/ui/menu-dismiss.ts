/**
 * Closes the page's open menus on a click outside them or on Escape (then focuses its button).
 * Without React: the public pages' first script runs it (decision 189), the app through
 * `useMenuDismiss`. Answers the function that stops it.
 */
export function dismissMenusOnOutsideInput(): () => void {
  const openMenus = () => [
    ...document.querySelectorAll<HTMLDetailsElement>('details[data-menu][open]'),
  ];
  const onClick = (event: MouseEvent) => {
    for (const menu of openMenus()) {
      if (!(event.target instanceof Node && menu.contains(event.target))) menu.open = false;
    }
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    for (const menu of openMenus()) {
      menu.open = false;
      menu.querySelector('summary')?.focus();
    }
  };
  document.addEventListener('click', onClick);
  document.addEventListener('keydown', onKey);
  return () => {
    document.removeEventListener('click', onClick);
    document.removeEventListener('keydown', onKey);
  };
}
