import { useEffect, useState } from 'react';

/** Asks for the microphone once when a voice exercise opens; false when refused or unavailable. */
export function useMicPermission(needed: boolean, onRefused: () => void): boolean | null {
  const [granted, setGranted] = useState<boolean | null>(null);
  useEffect(() => {
    if (!needed) return;
    let live = true;
    const md = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
    if (!md?.getUserMedia) {
      setGranted(false);
      onRefused();
      return;
    }
    md.getUserMedia({ audio: true }).then(
      (stream) => {
        for (const track of stream.getTracks()) track.stop();
        if (live) setGranted(true);
      },
      () => {
        if (!live) return;
        setGranted(false);
        onRefused();
      },
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- asked once per exercise
  }, [needed]);
  return granted;
}
