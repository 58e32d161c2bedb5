export * from './auth.ts';
export * from './events.ts';
export * from './jobs.ts';
export * from './notifications.ts';
export * from './providers.ts';
export * from './trust.ts';
export * from './users.ts';
export * from './venues.ts';
