/**
 * The shared domain rules and constants (scoring, levels, ordering, time, limits) without the zod
 * schemas of `@prepa/shared`: importing a value from the package's entry loads zod and every
 * schema (~27 KB gzip) on any screen that uses a constant. Types still come from `@prepa/shared`
 * (erased at build). See docs/decisions/054-js-de-l-ecran-d-exercice.md.
 */
export * from '../../../../packages/shared/src/domain';
