import type { registerAndLogin } from './kit/app';

/**
 * What the rows of the authorisation matrix are made of (authz-matrix.test.ts and its parts):
 * the roles calling, a row's call and expected statuses, the usual expectations.
 */
export type Role = 'anonymous' | 'owner' | 'other' | 'admin';
export const ROLES: Role[] = ['anonymous', 'owner', 'other', 'admin'];
export type Caller = Awaited<ReturnType<typeof registerAndLogin>>;
interface Call {
  params?: Record<string, string>;
  query?: string;
  body?: (who: Role, c: Caller | null) => unknown;
}
/** Expected status per role: [anonymous, owner, other, admin]; a list accepts any of its values. */
export type Row = Call & {
  expect: [number | number[], number | number[], number | number[], number | number[]];
};

export const PUBLIC = [200, 200, 200, 200] as Row['expect'];
export const LEARNER = [401, 200, 200, 200] as Row['expect'];
export const OWNER = [401, 200, 404, 404] as Row['expect'];
export const ADMIN = [401, 403, 403, 200] as Row['expect'];
/** The fixture pack's first exercise. */
export const ex = { slug: 'essai-ce-serie-1' };
