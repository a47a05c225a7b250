// Must stay the first import: zod's settings apply to the schemas built afterwards.
import './zod-setup';

export * from './validation-messages';
export * from './password-policy';
export * from './auth';
export * from './correction';
export * from './billing';
export * from './domain';
export * from './catalog';
export * from './practice';
export * from './newsletter';
export * from './admin';
export * from './admin-learners';
export * from './admin-content';
export * from './reports';
export * from './reviews';
export * from './admin-billing';
export * from './admin-ops';
export * from './routes';
export * from './endpoints';
