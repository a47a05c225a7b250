import { commonPasswordsLoaded, loadCommonPasswords } from '@prepa/shared';
import { useEffect, useState } from 'react';

/**
 * Loads the common-password lists of the password policy (a chunk of its own, fetched only by the
 * screens where a new password is chosen) and re-renders once they are there. Until then the
 * policy's last rule is "being checked" and the server still applies it.
 */
export function useCommonPasswords(): boolean {
  const [loaded, setLoaded] = useState(commonPasswordsLoaded);
  useEffect(() => {
    if (loaded) return;
    let alive = true;
    loadCommonPasswords().then(
      () => alive && setLoaded(true),
      () => {
        /* offline: the server checks it on submit */
      },
    );
    return () => {
      alive = false;
    };
  }, [loaded]);
  return loaded;
}
