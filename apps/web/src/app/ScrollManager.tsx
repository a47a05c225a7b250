import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const KEY = 'prepa.scroll';
const reduceMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

function load(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

/**
 * SPEC §2 scrolling: back/forward restores the saved position, a hash scrolls
 * smoothly to its anchor, any other navigation (and a full page load) starts at the top.
 */
export function ScrollManager() {
  const location = useLocation();
  const type = useNavigationType();
  const positions = useRef<Record<string, number>>(load());
  const currentKey = useRef(location.key);

  useEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
    let timer: ReturnType<typeof setTimeout> | undefined;
    const persist = () => {
      try {
        const entries = Object.entries(positions.current).slice(-50);
        sessionStorage.setItem(KEY, JSON.stringify(Object.fromEntries(entries)));
      } catch {
        /* storage full or disabled */
      }
    };
    const onScroll = () => {
      positions.current[currentKey.current] = window.scrollY;
      clearTimeout(timer);
      timer = setTimeout(persist, 200);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', persist);
    };
  }, []);

  useEffect(() => {
    currentKey.current = location.key;
    const behavior: ScrollBehavior = reduceMotion() ? 'auto' : 'smooth';
    let cancelled = false;
    // A full page load (coming back from a payment page, a link in an e-mail) has the key
    // 'default', shared by every load: a position saved under it belongs to another page.
    const restorable = type === 'POP' && location.key !== 'default';
    if (restorable && positions.current[location.key] !== undefined) {
      const y = positions.current[location.key]!;
      // Lazy pages may need a moment to reach their height.
      let tries = 0;
      const restore = () => {
        if (cancelled) return;
        window.scrollTo({ top: y, behavior: 'auto' });
        if (Math.abs(window.scrollY - y) > 2 && tries++ < 20) setTimeout(restore, 50);
      };
      requestAnimationFrame(restore);
    } else if (location.hash) {
      const id = decodeURIComponent(location.hash.slice(1));
      let tries = 0;
      const seek = () => {
        if (cancelled) return;
        const el = document.getElementById(id);
        if (el) el.scrollIntoView({ behavior, block: 'start' });
        else if (tries++ < 20) setTimeout(seek, 50);
      };
      seek();
    } else {
      window.scrollTo({ top: 0, behavior });
    }
    return () => {
      cancelled = true;
    };
  }, [location.key, location.hash, type]);

  return null;
}
