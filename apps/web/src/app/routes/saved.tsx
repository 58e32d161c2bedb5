/** `/saved`: `Component`, as React Router's `lazy` takes the module as the route. */
export { SavedPage as Component } from '@/features/saved-venues/components/saved-page.tsx';
