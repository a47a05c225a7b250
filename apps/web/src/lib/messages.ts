/**
 * The catalogue of every French text of the web interface: import from here only.
 * It is split by screen under `messages/` so that each lazy route downloads only its own
 * texts (the home page's first screen stays within its size budget). Long documents
 * (methodology lessons, legal pages) live beside their screens as content files, and
 * the validation messages shared with the API come from `@prepa/shared` (SPEC §5).
 */
export * from './messages/shell';
export * from './messages/home';
export * from './messages/billing';
export * from './messages/access';
export * from './messages/auth';
export * from './messages/pages';
export * from './messages/exercise';
export * from './messages/media';
export * from './messages/speaking';
export * from './messages/training';
export * from './messages/results';
export * from './messages/learner';
export * from './messages/dashboard';
export * from './messages/wizard';
export * from './messages/history';
export * from './messages/profile';
export * from './messages/writing-feedback';
export * from './messages/learning';
export * from './messages/start';
export * from './messages/admin';
export * from './messages/admin-learners';
export * from './messages/admin-content';
export * from './messages/feedback';
export * from './messages/admin-feedback';
export * from './messages/admin-billing';
export * from './messages/admin-operations';
export * from './messages/install';
