import { z } from 'zod';

// Default validation messages in French, for both ends.
z.config(z.locales.fr());

export * from './validation-messages';
export * from './auth';
export * from './correction';
export * from './billing';
export * from './domain';
export * from './catalog';
export * from './practice';
export * from './newsletter';
