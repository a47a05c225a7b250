/** Common and account texts. */
export const accountMessages = {
  common: {
    notFound: 'Pas trouvé.',
    routeNotFound: 'Ressource introuvable.',
    forbidden: "Vous n'avez pas la permission d'effectuer cette action.",
    throttled: (s: number) => `Trop de tentatives. Veuillez réessayer dans ${s} seconde${s > 1 ? 's' : ''}.`,
    invalidJson: 'Le corps de la requête n’est pas un JSON valide.',
    bodyTooLarge: 'La requête est trop volumineuse.',
    unsupportedMediaType: 'Type de contenu non pris en charge.',
    internal: 'Une erreur interne est survenue. Veuillez réessayer plus tard.',
    unavailable: 'Le service est momentanément indisponible. Veuillez réessayer dans un instant.',
    invalidInput: 'Données invalides.',
    badRequest: 'Requête invalide.',
  },
  auth: {
    notAuthenticated: "Informations d'authentification non fournies.",
    tokenNotValid: "Le jeton n'est pas valide ou a expiré.",
    refreshNotValid: "Le jeton de rafraîchissement n'est pas valide ou a expiré.",
    invalidCredentials: 'Impossible de se connecter avec les identifiants fournis.',
    inactive: 'Ce compte est désactivé.',
    emailTaken: 'Un compte existe déjà avec cette adresse email',
    wrongOldPassword: "L'ancien mot de passe est incorrect.",
    wrongCurrentPassword: 'Le mot de passe actuel est incorrect.',
    passwordChanged: 'Mot de passe modifié avec succès.',
    loggedOut: 'Déconnexion réussie.',
    resetSent: 'Si un compte existe avec cette adresse, un e-mail de réinitialisation vient d’être envoyé.',
    resetDone: 'Votre mot de passe a été réinitialisé.',
    invalidResetToken: 'Le lien de réinitialisation est invalide ou a expiré.',
  },
  mail: {
    resetSubject: 'Réinitialisation de votre mot de passe',
    resetText: (name: string, link: string) =>
      `Bonjour ${name},\n\nVous avez demandé à réinitialiser le mot de passe de votre compte PrépaLangues.\n` +
      `Ouvrez ce lien pour choisir un nouveau mot de passe (valable 3 jours, une seule fois) :\n\n${link}\n\n` +
      `Si vous n'êtes pas à l'origine de cette demande, ignorez simplement ce message : votre mot de passe reste inchangé.\n\n` +
      `L'équipe PrépaLangues`,
    resetHtml: (name: string, link: string) =>
      `<p>Bonjour ${name},</p><p>Vous avez demandé à réinitialiser le mot de passe de votre compte PrépaLangues.</p>` +
      `<p><a href="${link}">Choisir un nouveau mot de passe</a> (lien valable 3 jours, une seule fois).</p>` +
      `<p>Si vous n'êtes pas à l'origine de cette demande, ignorez simplement ce message : votre mot de passe reste inchangé.</p>` +
      `<p>L'équipe PrépaLangues</p>`,
  },
} as const;
