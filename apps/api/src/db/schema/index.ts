export * from './users';
export * from './catalog';
export * from './practice';
export * from './billing';
export * from './jobs';
export * from './audit';
export * from './feedback';
export * from './settings';
