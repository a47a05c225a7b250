import { legal } from '../../lib/messages';
import { LegalDocument, type LegalSection } from './LegalDocument';

const sections: LegalSection[] = [
  {
    title: 'Objet',
    paragraphs: [
      'Les présentes conditions générales d’utilisation (CGU) encadrent l’accès et l’utilisation de la plateforme PrépaLangues, service en ligne de préparation aux examens de langue (TCF Canada, TOEFL, IELTS, TOEIC, DELF, DELE et autres). En créant un compte ou en utilisant le service, vous acceptez les présentes CGU sans réserve.',
    ],
  },
  {
    title: 'Accès au service',
    paragraphs: [
      'Les pages d’information, la méthodologie et la liste des forfaits sont accessibles librement. La pratique des exercices, l’historique, les statistiques et les corrections nécessitent un compte. Certains exercices et la correction des productions écrites et orales sont réservés aux titulaires d’un forfait actif.',
      'Le service est accessible 24h/24 et 7j/7, sauf interruption pour maintenance ou cas de force majeure. Nous nous efforçons de prévenir les utilisateurs des interruptions programmées.',
    ],
  },
  {
    title: 'Compte utilisateur',
    paragraphs: [
      'Vous vous engagez à fournir des informations exactes (nom, prénom, adresse e-mail) et à les tenir à jour. Votre compte est personnel : vous êtes responsable de la confidentialité de votre mot de passe et de toute activité réalisée avec vos identifiants. Signalez-nous sans délai toute utilisation non autorisée.',
      'Un même forfait ne peut pas être partagé entre plusieurs personnes. En cas d’utilisation manifestement partagée ou frauduleuse, nous pouvons suspendre le compte après vous en avoir informé.',
    ],
  },
  {
    title: 'Forfaits, prix et paiement',
    paragraphs: [
      'Les forfaits donnent accès, pour un examen donné et pour la durée indiquée en mois, à l’ensemble des exercices et à la correction des productions. Les prix sont affichés en francs CFA (XAF), toutes taxes comprises. Un code promo, lorsqu’il est valide, s’applique au prix affiché avant le paiement.',
      'Le paiement est effectué sur la page sécurisée de notre prestataire de paiement (mobile money ou carte). PrépaLangues ne reçoit ni ne conserve vos identifiants de paiement. Le forfait est activé dès la confirmation du paiement par le prestataire, en général en quelques minutes. Un forfait acheté alors qu’un autre est encore actif pour le même examen prolonge celui-ci.',
      'Les forfaits ne sont pas renouvelés automatiquement : aucun prélèvement n’a lieu sans une nouvelle action de votre part.',
    ],
  },
  {
    title: 'Remboursement',
    paragraphs: [
      'Le contenu numérique étant fourni immédiatement après le paiement, vous reconnaissez que son exécution commence dès l’activation. Toutefois, si un problème technique de notre fait vous empêche d’utiliser le service, contactez l’assistance : après vérification, nous prolongerons votre forfait ou vous rembourserons au prorata de la durée non utilisée.',
      'Un paiement débité sans activation du forfait est régularisé après rapprochement avec le prestataire de paiement, par activation ou par remboursement intégral.',
    ],
  },
  {
    title: 'Scores et corrections',
    paragraphs: [
      'Les scores, les niveaux CECRL et les équivalences NCLC affichés sont des estimations calculées à partir du barème publié de chaque examen (sur 699 et NCLC pour le TCF Canada, bandes pour l’IELTS…). Les corrections automatiques des productions écrites et orales sont des aides à l’apprentissage. Ni les unes ni les autres ne constituent une attestation officielle ni ne garantissent un résultat à l’examen.',
      'PrépaLangues est un service indépendant. TCF est une marque de France Éducation international ; TOEFL, TOEIC, IELTS, DELF et DELE appartiennent à leurs titulaires respectifs. PrépaLangues n’est ni affilié à ces organismes ni approuvé par eux.',
    ],
  },
  {
    title: 'Règles d’utilisation',
    paragraphs: ['En utilisant PrépaLangues, vous vous interdisez notamment :'],
    list: [
      'de copier, extraire ou diffuser les exercices, questions, enregistrements audio et leçons ;',
      'd’automatiser l’accès au service (robots, aspiration de contenu) ou de tenter d’en contourner les protections ;',
      'd’enregistrer des contenus illicites, injurieux ou portant atteinte aux droits de tiers dans vos réponses ;',
      'd’usurper l’identité d’une autre personne.',
    ],
  },
  {
    title: 'Propriété intellectuelle',
    paragraphs: [
      'Les contenus de la plateforme (textes, exercices, enregistrements, leçons, logo, interface) sont protégés par le droit d’auteur. Votre forfait vous confère un droit d’usage personnel et non transférable pendant sa durée. Vos propres réponses restent les vôtres ; vous nous autorisez à les traiter pour les corriger et pour afficher votre historique.',
    ],
  },
  {
    title: 'Responsabilité',
    paragraphs: [
      'Nous mettons tout en œuvre pour fournir un service fiable et des contenus exacts, dans le cadre d’une obligation de moyens. Nous ne saurions être tenus responsables d’une interruption due à votre connexion Internet ou à votre appareil, ni des décisions prises par des tiers (administrations, établissements) sur la base de vos résultats.',
    ],
  },
  {
    title: 'Résiliation',
    paragraphs: [
      'Vous pouvez demander la suppression de votre compte à tout moment auprès de l’assistance. Nous pouvons suspendre ou fermer un compte qui enfreint les présentes CGU, après notification motivée, sauf urgence liée à la sécurité du service.',
    ],
  },
  {
    title: 'Modification des CGU et droit applicable',
    paragraphs: [
      'Nous pouvons faire évoluer les présentes CGU ; la version applicable est celle publiée sur cette page, avec sa date de mise à jour. En cas de modification importante, vous en serez informé à votre prochaine connexion.',
      'Les présentes CGU sont régies par le droit camerounais. En cas de litige, une solution amiable sera recherchée en priorité ; à défaut, les juridictions compétentes de Douala seront saisies, sous réserve des règles protectrices du consommateur de votre pays de résidence.',
    ],
  },
  {
    title: 'Contact',
    paragraphs: [
      'Pour toute question sur ces conditions, votre compte ou un paiement, écrivez-nous par le bouton WhatsApp présent sur chaque page. Nous répondons en français, en général dans la journée.',
    ],
  },
];

export default function TermsPage() {
  return (
    <LegalDocument
      title={legal.termsTitle}
      updated="1er novembre 2026"
      intro="Bienvenue sur PrépaLangues. Merci de lire attentivement les conditions ci-dessous : elles décrivent vos droits et vos engagements lorsque vous utilisez la plateforme."
      sections={sections}
    />
  );
}
