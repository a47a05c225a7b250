/** Texts of the newsletter subscription. */
export const newsletterMessages = {
  newsletter: {
    subscribed: 'Merci ! Votre adresse est bien inscrite à notre lettre d’information.',
  },
} as const;
