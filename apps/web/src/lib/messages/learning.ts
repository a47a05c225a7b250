/** Texts shown to learn from a question once it has been answered (results, training). */
export const learning = {
  explanation: 'Explication',
  transcript: (title: string) => `Transcription${title ? ` — ${title}` : ''}`,
} as const;
