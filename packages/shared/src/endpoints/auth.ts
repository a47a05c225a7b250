import { routes, type RouteName } from '../routes';
import {
  changePasswordRequest,
  detailResponse,
  loginRequest,
  loginResponse,
  passwordResetConfirmRequest,
  passwordResetRequest,
  refreshRequest,
  refreshResponse,
  registerRequest,
  updateProfileRequest,
  updateProfileResponse,
  userSchema,
} from '../auth';
import type { EndpointDef } from './common';

/** Sign-up, sign-in, passwords and the learner's own account. */
export const authEndpoints = {
  'auth.register': { ...routes['auth.register'], body: registerRequest, response: userSchema },
  'auth.login': { ...routes['auth.login'], body: loginRequest, response: loginResponse },
  'auth.refresh': { ...routes['auth.refresh'], body: refreshRequest, response: refreshResponse },
  'auth.logout': { ...routes['auth.logout'], body: refreshRequest, response: detailResponse },
  // The API's body also takes the caller's refresh token (kept signed in); the contract's part here.
  'auth.changePassword': {
    ...routes['auth.changePassword'],
    body: changePasswordRequest,
    response: detailResponse,
  },
  'auth.passwordReset': {
    ...routes['auth.passwordReset'],
    body: passwordResetRequest,
    response: detailResponse,
  },
  'auth.passwordResetConfirm': {
    ...routes['auth.passwordResetConfirm'],
    body: passwordResetConfirmRequest,
    response: detailResponse,
  },
  'users.me': { ...routes['users.me'], response: userSchema },
  'users.updateMe': {
    ...routes['users.updateMe'],
    body: updateProfileRequest,
    response: updateProfileResponse,
  },
} as const satisfies Partial<Record<RouteName, EndpointDef>>;
