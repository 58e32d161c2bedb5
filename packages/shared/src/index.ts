export * from './constants.ts';
export * from './dates.ts';
export * from './errors.ts';
export * from './geo.ts';
export * from './health.ts';
export * from './routes.ts';
export * from './theme.ts';
