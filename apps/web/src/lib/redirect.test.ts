import { describe, expect, it } from 'vitest';
import { safeRedirect } from './redirect';

const ORIGIN = 'https://prepa.example';
const FALLBACK = '/dashboard';

describe('safeRedirect', () => {
  it.each([
    // Kept: paths of this site, with their query and fragment.
    ['/buy-package/tcf-canada-1-mois', '/buy-package/tcf-canada-1-mois'],
    ['/buy-package/tcf-canada-1-mois/PROMO20', '/buy-package/tcf-canada-1-mois/PROMO20'],
    ['/exercice/essai?mode=examen#q3', '/exercice/essai?mode=examen#q3'],
    ['/dashboard/../packages', '/packages'],
    // Control characters stripped, then judged: these point elsewhere once the browser drops them.
    ['/\t/evil.example', FALLBACK],
    ['/\n/evil.example', FALLBACK],
    ['/\r\n/evil.example', FALLBACK],
    ['\t//evil.example', FALLBACK],
    ['/ /evil.example', FALLBACK],
    ['/\u0000/evil.example', FALLBACK],
    ['/pack\tages', '/packages'],
    // Backslashes refused anywhere.
    ['/\\evil.example', FALLBACK],
    ['\\\\evil.example', FALLBACK],
    ['/dashboard\\..\\..\\evil', FALLBACK],
    // Other origins and schemes.
    ['//evil.example', FALLBACK],
    ['https://evil.example/', FALLBACK],
    ['https://prepa.example/dashboard', FALLBACK],
    ['javascript:alert(1)', FALLBACK],
    ['data:text/html,<script>alert(1)</script>', FALLBACK],
    ['evil.example', FALLBACK],
    ['', FALLBACK],
    [null, FALLBACK],
    [undefined, FALLBACK],
  ])('When redirect is %j, then the destination is %j', (target, expected) => {
    expect(safeRedirect(target, FALLBACK, ORIGIN)).toBe(expected);
  });

  it('When the percent-encoded attack of the login link is decoded by the router, then it falls back', () => {
    const decoded = new URLSearchParams('redirect=%2F%09%2Fevil.example').get('redirect');
    expect(decoded).toBe('/\t/evil.example');
    expect(safeRedirect(decoded, FALLBACK, ORIGIN)).toBe(FALLBACK);
  });
});
