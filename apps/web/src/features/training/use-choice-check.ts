import type { CheckChoiceResponse } from '@prepa/shared';
import { useState } from 'react';
import { useToast } from '../../components/toast-context';
import { errorMessage } from '../../lib/api-client';
import { training as t } from '../../lib/messages';
import { checkChoice } from '../../api/training';

/** A pick checked by the server at once; `onResult` runs when the answer is known. */
export function useChoiceCheck(onResult: (r: CheckChoiceResponse) => void) {
  const toast = useToast();
  const [picked, setPicked] = useState<string | null>(null);
  const [feedback, setFeedback] = useState<CheckChoiceResponse | null>(null);
  const [checking, setChecking] = useState(false);
  return {
    picked,
    feedback,
    checking,
    pick: async (questionSlug: string, choice: string) => {
      if (feedback || checking) return;
      setPicked(choice);
      setChecking(true);
      try {
        const r = await checkChoice(questionSlug, choice);
        setFeedback(r);
        onResult(r);
      } catch (err) {
        setPicked(null);
        toast.error(errorMessage(err, t.checkError));
      } finally {
        setChecking(false);
      }
    },
    reset: () => {
      setPicked(null);
      setFeedback(null);
    },
  };
}
