/** Texts of the frame: header, menus, footer, toasts, common states. */

export const brand = 'PrépaLangues';

export const common = {
  loading: 'Chargement... Veuillez patienter',
  retry: 'Réessayer',
  reload: 'Recharger',
  close: 'Fermer',
  cancel: 'Annuler',
  back: 'Retour',
  showPassword: 'Afficher le mot de passe',
  hidePassword: 'Masquer le mot de passe',
  skipToContent: 'Aller au contenu principal',
  networkError: 'Connexion impossible. Vérifiez votre accès à Internet puis réessayez.',
  timeout: 'Le serveur met trop de temps à répondre. Veuillez réessayer.',
  unexpected: 'Une erreur est survenue. Veuillez réessayer.',
  sessionExpired: 'Votre session a expiré. Veuillez vous reconnecter.',
  newTab: '(s’ouvre dans un nouvel onglet)',
} as const;

export const nav = {
  main: 'Navigation principale',
  home: 'Accueil',
  exams: 'Examens',
  methodology: 'Méthodologie',
  packages: 'Forfaits',
  dashboard: 'Mon espace',
  logout: 'Se déconnecter',
  loginRegister: 'Connexion / Inscription',
  openMenu: 'Ouvrir le menu',
  closeMenu: 'Fermer le menu',
  mobileMenu: 'Menu',
  homeLink: 'PrépaLangues, accueil',
  dashboardNav: 'Navigation de mon espace',
  dashboardHome: 'Tableau de bord',
  history: 'Historique des tentatives',
  profile: 'Mes informations',
  loggedOut: 'Vous êtes déconnecté. À bientôt !',
} as const;

export const footer = {
  tagline:
    'La plateforme francophone pour préparer le TCF Canada et les examens de langue internationaux, depuis votre téléphone.',
  linksTitle: 'Liens utiles',
  legalTitle: 'Informations légales',
  login: 'Connexion',
  terms: "Conditions générales d'utilisation",
  privacy: 'Politique de confidentialité',
  followUs: 'Nous suivre',
  whatsappChannel: 'Discuter avec nous sur WhatsApp',
  newsletterTitle: 'Lettre d’information',
  newsletterText: 'Conseils de préparation, nouveaux exercices et offres : une fois par mois, pas plus.',
  newsletterLabel: 'Votre adresse e-mail',
  newsletterPlaceholder: 'vous@exemple.com',
  newsletterSubmit: "S'abonner",
  newsletterRequired: "L'adresse email est requise",
  newsletterInvalid: "L'adresse email n'est pas valide",
  newsletterSending: 'Envoi...',
  newsletterDone: 'Merci ! Votre adresse est bien inscrite à notre lettre d’information.',
  newsletterError: "L'inscription à la lettre d’information a échoué. Veuillez réessayer.",
  rights: (year: number) => `© ${year} PrépaLangues. Tous droits réservés.`,
} as const;

export const whatsapp = {
  label: 'Nous contacter sur WhatsApp',
  greeting: 'Bonjour PrépaLangues, j’aimerais avoir des informations sur la préparation au TCF Canada.',
} as const;

export const toast = {
  region: 'Notifications',
  close: 'Fermer la notification',
  types: { success: 'Succès', error: 'Erreur', warning: 'Attention', info: 'Information' },
} as const;
