import { legal } from '../../lib/messages';
import { LegalDocument, type LegalSection } from './LegalDocument';

const sections: LegalSection[] = [
  {
    title: 'Responsable du traitement',
    paragraphs: [
      'Les données personnelles collectées sur PrépaLangues sont traitées par l’éditeur de la plateforme, responsable du traitement. Cette politique explique quelles données nous utilisons, pourquoi, combien de temps et quels sont vos droits.',
    ],
  },
  {
    title: 'Données collectées',
    paragraphs: ['Nous ne collectons que les données nécessaires au service :'],
    list: [
      'compte : prénom, nom, adresse e-mail, mot de passe (conservé uniquement sous forme d’empreinte chiffrée, jamais en clair), date de dernière connexion ;',
      'préparation : exercices commencés, réponses, textes rédigés, enregistrements vocaux de l’expression orale, scores, corrections et historique ;',
      'achats : forfait choisi, montant, code promo, référence et statut du paiement (vos numéros de carte ou de compte mobile money sont saisis chez le prestataire de paiement et ne nous sont pas transmis) ;',
      'lettre d’information : votre adresse e-mail, si vous vous y inscrivez ;',
      'sécurité : adresse IP et journaux techniques, utilisés pour limiter les tentatives de connexion abusives et diagnostiquer les pannes.',
    ],
  },
  {
    title: 'Finalités et bases légales',
    paragraphs: [
      'Vos données servent à fournir le service que vous demandez (exécution du contrat) : gérer votre compte, afficher et corriger vos exercices, activer vos forfaits, vous envoyer les e-mails indispensables comme la réinitialisation du mot de passe. Les journaux de sécurité reposent sur notre intérêt légitime à protéger la plateforme. La lettre d’information repose sur votre consentement, que vous pouvez retirer à tout moment.',
      'Nous ne vendons pas vos données et ne les utilisons pas à des fins publicitaires.',
    ],
  },
  {
    title: 'Correction automatique',
    paragraphs: [
      'Vos textes et enregistrements sont analysés automatiquement pour produire une note estimée et des conseils. Lorsque cette analyse fait appel à un prestataire technique (reconnaissance vocale ou modèle de langue), seules la production concernée et la consigne lui sont transmises, sans votre nom ni votre adresse e-mail, et le prestataire n’est pas autorisé à les réutiliser. Aucune décision produisant des effets juridiques à votre égard n’est prise sur ce fondement.',
    ],
  },
  {
    title: 'Destinataires',
    paragraphs: [
      'Vos données sont accessibles aux seules personnes habilitées de PrépaLangues et à nos sous-traitants techniques (hébergement, envoi d’e-mails, paiement, correction automatique), dans la limite de ce qui leur est nécessaire et sous engagement de confidentialité.',
    ],
  },
  {
    title: 'Durées de conservation',
    list: [
      'compte et historique : tant que le compte existe ; ils sont supprimés sur simple demande à l’assistance ;',
      'enregistrements vocaux : 12 mois après leur envoi ;',
      'données de paiement : 10 ans, durée imposée par les obligations comptables ;',
      'lettre d’information : jusqu’à votre désinscription ;',
      'journaux techniques : 12 mois au plus.',
    ],
    paragraphs: ['Nous conservons vos données pour les durées suivantes :'],
  },
  {
    title: 'Stockage sur votre appareil',
    paragraphs: [
      'Nous n’utilisons ni cookie publicitaire ni traceur de mesure d’audience tiers. Le stockage local de votre navigateur conserve uniquement votre session (jetons de connexion) et, le temps d’un exercice, vos réponses en cours. Avec « Se souvenir de moi », la session est conservée 30 jours ; sinon, elle est effacée à la fermeture du navigateur. La déconnexion efface ces données.',
    ],
  },
  {
    title: 'Sécurité',
    paragraphs: [
      'Les échanges sont chiffrés (HTTPS), les mots de passe sont protégés par l’algorithme Argon2id, les sessions peuvent être révoquées à la déconnexion et au changement de mot de passe, et les tentatives de connexion répétées sont limitées.',
    ],
  },
  {
    title: 'Vos droits',
    paragraphs: [
      'Conformément à la réglementation applicable à la protection des données personnelles (notamment la loi camerounaise relative à la protection des données à caractère personnel et, pour les personnes situées dans l’Union européenne, le RGPD), vous disposez d’un droit d’accès, de rectification, d’effacement, de limitation, d’opposition et de portabilité de vos données. Vous pouvez modifier directement vos informations depuis « Mes informations » et exercer les autres droits en contactant l’assistance.',
      'Si vous estimez, après nous avoir contactés, que vos droits ne sont pas respectés, vous pouvez saisir l’autorité de protection des données de votre pays.',
    ],
  },
  {
    title: 'Contact et modifications',
    paragraphs: [
      'Pour toute question relative à vos données, écrivez-nous par le bouton WhatsApp présent sur chaque page. Cette politique peut évoluer ; la date de dernière mise à jour figure en haut de la page.',
    ],
  },
];

export default function PrivacyPage() {
  return (
    <LegalDocument
      title={legal.privacyTitle}
      updated="1er novembre 2026"
      intro="Votre confiance compte : vous nous confiez vos productions et votre projet d’immigration. Nous traitons vos données avec le plus grand soin et uniquement pour vous aider à réussir."
      sections={sections}
    />
  );
}
