/** Packages, payments and subscriptions texts. */
const xaf = (n: number) => `${new Intl.NumberFormat('fr-FR').format(n).replace(/\u202f|\u00a0/g, ' ')} XAF`;
const day = (d: Date) =>
  new Intl.DateTimeFormat('fr-FR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(d);
const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const months = (n: number) => `${n} mois`;

export const billingMessages = {
  billing: {
    packageNotFound: 'Forfait introuvable.',
    promoInvalid: 'Code promo invalide, expiré ou non applicable à ce forfait.',
    paymentNotFound: 'Paiement introuvable.',
    providerUnavailable:
      'Le service de paiement est momentanément indisponible. Veuillez réessayer dans un instant.',
    badSignature: 'Signature invalide.',
    webhookReceived: 'Notification reçue.',
    /** The amount after a promo code is outside what mobile money accepts. */
    amountBelowChannelMinimum: (amount: number, minimum: number) =>
      `Avec ce code promo, il resterait ${xaf(amount)} à payer : c’est moins que le minimum de ${xaf(minimum)} ` +
      'accepté par le paiement mobile (MTN Mobile Money, Orange Money). Choisissez un autre forfait ou ' +
      'contactez-nous pour en profiter.',
    amountAboveChannelMaximum: (amount: number, maximum: number) =>
      `Le montant de ${xaf(amount)} dépasse le maximum de ${xaf(maximum)} accepté par le paiement mobile ` +
      '(MTN Mobile Money, Orange Money). Contactez-nous pour payer ce forfait.',
    amountRefused:
      'Le service de paiement refuse ce montant pour les moyens de paiement mobile. Choisissez un autre ' +
      'forfait ou contactez-nous : aucun montant n’a été débité.',
    xaf,
    day,
    sandbox: {
      title: 'Paiement de test',
      notice:
        'Environnement de démonstration : aucun argent réel n’est débité. Choisissez le résultat du paiement.',
      packageLabel: 'Forfait',
      examTypeLabel: 'Examen',
      periodLabel: 'Durée',
      amountLabel: 'Montant',
      referenceLabel: 'Référence',
      pay: 'Payer',
      cancel: 'Annuler le paiement',
      months,
      alreadySettled: 'Ce paiement a déjà été traité.',
      invalidLink: 'Lien de paiement invalide ou expiré.',
    },
    mail: {
      receiptSubject: 'Votre reçu PrépaLangues',
      receiptText: (o: {
        name: string;
        packageName: string;
        examType: string;
        amount: number;
        reference: string;
        endDate: Date;
        url: string;
      }) =>
        `Bonjour ${o.name},\n\nMerci pour votre paiement. Votre forfait est actif.\n\n` +
        `Forfait : ${o.packageName} (${o.examType})\nMontant payé : ${xaf(o.amount)}\n` +
        `Référence : ${o.reference}\nAccès jusqu'au : ${day(o.endDate)}\n\n` +
        `Bon entraînement sur ${o.url}\n\nL'équipe PrépaLangues`,
      receiptHtml: (o: {
        name: string;
        packageName: string;
        examType: string;
        amount: number;
        reference: string;
        endDate: Date;
        url: string;
      }) =>
        `<p>Bonjour ${esc(o.name)},</p><p>Merci pour votre paiement. Votre forfait est actif.</p>` +
        `<table><tr><td>Forfait</td><td>${esc(o.packageName)} (${esc(o.examType)})</td></tr>` +
        `<tr><td>Montant payé</td><td>${xaf(o.amount)}</td></tr>` +
        `<tr><td>Référence</td><td>${esc(o.reference)}</td></tr>` +
        `<tr><td>Accès jusqu'au</td><td>${day(o.endDate)}</td></tr></table>` +
        `<p><a href="${esc(o.url)}">Reprendre l'entraînement</a></p><p>L'équipe PrépaLangues</p>`,
      reminderSubject: 'Votre forfait PrépaLangues arrive à échéance',
      reminderText: (o: { name: string; packageName: string; endDate: Date; url: string }) =>
        `Bonjour ${o.name},\n\nVotre forfait « ${o.packageName} » prend fin le ${day(o.endDate)}.\n` +
        `Pour continuer à vous entraîner sans interruption, renouvelez-le sur ${o.url}\n` +
        `(la nouvelle période commencera à la fin de l'actuelle).\n\nL'équipe PrépaLangues`,
      reminderHtml: (o: { name: string; packageName: string; endDate: Date; url: string }) =>
        `<p>Bonjour ${esc(o.name)},</p><p>Votre forfait « ${esc(o.packageName)} » prend fin le ${day(o.endDate)}.</p>` +
        `<p>Pour continuer à vous entraîner sans interruption, <a href="${esc(o.url)}">renouvelez-le</a> ` +
        `(la nouvelle période commencera à la fin de l'actuelle).</p><p>L'équipe PrépaLangues</p>`,
    },
  },
} as const;

export { esc as escapeHtml };
