export * from './auth.ts';
export * from './events.ts';
export * from './notifications.ts';
export * from './providers.ts';
export * from './users.ts';
export * from './venues.ts';
export * from './team.ts';
