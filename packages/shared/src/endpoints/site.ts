import { routes, type RouteName } from '../routes';
import { siteSettingsResponse } from '../catalog';
import { newsletterRequest, newsletterResponse } from '../newsletter';
import type { EndpointDef } from './common';

/** The public site around the catalogue (settings, newsletter, media files) and the service's own probes. */
export const siteEndpoints = {
  'site.settings': { ...routes['site.settings'], response: siteSettingsResponse },
  'newsletter.subscribe': {
    ...routes['newsletter.subscribe'],
    body: newsletterRequest,
    response: newsletterResponse,
  },
  'media.file': routes['media.file'],
  metrics: routes['metrics'],
  health: routes['health'],
} as const satisfies Partial<Record<RouteName, EndpointDef>>;
