// TCF Canada — Expression écrite : quatre séries de trois tâches.
// Tâche 1 : message (60 à 120 mots) ; tâche 2 : article, courrier ou récit (120 à 150 mots) ;
// tâche 3 : texte argumenté à partir de deux documents opposés (150 à 180 mots).
const T1 = { type: 'open_text', min: 60, max: 120 };
const T2 = { type: 'essay', min: 120, max: 150 };
const T3 = {
  type: 'essay',
  min: 150,
  max: 180,
  consigne:
    "Lisez les deux documents. Dans une première partie (40 à 60 mots), présentez brièvement les deux points de vue. Dans une seconde partie (80 à 120 mots), donnez votre opinion en l'appuyant sur des arguments et des exemples.",
};

export default [
  {
    tasks: [
      {
        ...T1,
        level: 'A2',
        titre: 'Une invitation',
        sujet:
          "Vous venez d'emménager dans un nouvel appartement à Montréal. Écrivez un message à votre ami Thomas pour l'inviter à fêter votre installation. Indiquez la date, l'heure et l'adresse, et expliquez-lui comment venir chez vous en transport en commun.",
      },
      {
        ...T2,
        level: 'B1',
        titre: 'Mon premier hiver au Canada',
        sujet:
          "Le journal de votre quartier publie des témoignages sur le thème « Mon premier hiver au Canada ». Racontez votre expérience (ou celle d'une personne que vous connaissez) : ce qui vous a surpris, les difficultés rencontrées et les conseils que vous donneriez aux nouveaux arrivants.",
      },
      {
        ...T3,
        level: 'B2',
        titre: 'Le télétravail doit-il devenir la norme ?',
        sujet:
          'Un magazine en ligne ouvre un débat : « Le télétravail doit-il devenir la norme ? » Vous y participez.',
        documents: [
          {
            titre: 'Document 1',
            texte:
              "Depuis que je travaille de la maison trois jours par semaine, j'ai récupéré deux heures de transport par jour. Je suis plus concentrée, je vois davantage mes enfants, et mon employeur constate que mes dossiers avancent plus vite. Revenir au bureau cinq jours sur cinq serait un recul. — Nadia, analyste financière",
          },
          {
            titre: 'Document 2',
            texte:
              "Le télétravail isole. Les nouveaux employés apprennent moins vite, car ils ne peuvent ni observer leurs collègues ni poser une question en passant. Les équipes perdent aussi l'esprit de groupe qui naît des échanges informels. Le bureau n'est pas seulement un lieu de production : c'est un lieu de lien. — Marc, directeur d'une PME",
          },
        ],
      },
    ],
  },
  {
    tasks: [
      {
        ...T1,
        level: 'A2',
        titre: 'Un empêchement',
        sujet:
          'Samedi, vous deviez aller au cours de yoga avec votre collègue Sarah, mais vous ne pouvez pas y aller. Écrivez-lui un courriel pour vous excuser, expliquer pourquoi vous ne pouvez pas venir et lui proposer une autre date.',
      },
      {
        ...T2,
        level: 'B1',
        titre: 'Une journée de bénévolat',
        sujet:
          "Vous avez participé à une activité bénévole (collecte de nourriture, nettoyage d'un parc, aide aux devoirs...). Racontez cette journée sur le blogue de l'organisme : comment elle s'est déroulée, les personnes que vous avez rencontrées et ce que cette expérience vous a apporté.",
      },
      {
        ...T3,
        level: 'B2',
        titre: 'Faut-il fermer les centres-villes aux voitures ?',
        sujet:
          "Votre ville envisage d'interdire la circulation automobile dans le centre-ville. Le site de la municipalité recueille l'avis des citoyens.",
        documents: [
          {
            titre: 'Document 1',
            texte:
              "Dans les villes qui ont fermé leur centre aux voitures, l'air est plus propre, les rues sont plus sûres et les terrasses se sont multipliées. Les commerçants, d'abord inquiets, constatent que les piétons et les cyclistes restent plus longtemps et dépensent davantage. — Association Centre-ville vivant",
          },
          {
            titre: 'Document 2',
            texte:
              "Tout le monde n'habite pas à côté d'une station de métro. Pour les familles de banlieue, les personnes âgées ou à mobilité réduite et les artisans qui transportent leur matériel, la voiture reste indispensable. Interdire l'accès au centre, c'est le réserver à ceux qui y vivent déjà. — Regroupement des commerçants de l'est",
          },
        ],
      },
    ],
  },
  {
    tasks: [
      {
        ...T1,
        level: 'B1',
        titre: 'Une réclamation',
        sujet:
          "Vous avez commandé un aspirateur sur le site d'un magasin. Il est arrivé avec deux semaines de retard et il ne fonctionne pas. Écrivez au service à la clientèle : décrivez le problème, rappelez votre numéro de commande et dites ce que vous attendez (remplacement ou remboursement).",
      },
      {
        ...T2,
        level: 'B2',
        titre: 'Un jardin communautaire dans notre quartier',
        sujet:
          "Vous écrivez une lettre au conseil municipal de votre arrondissement pour proposer la création d'un jardin communautaire sur un terrain vacant. Présentez le projet, ses avantages pour les habitants et la façon dont il pourrait être organisé.",
      },
      {
        ...T3,
        level: 'C1',
        titre: 'Les réseaux sociaux rapprochent-ils les gens ?',
        sujet:
          "Un magazine culturel consacre son prochain numéro aux relations humaines à l'ère numérique. Il publie les réactions de ses lecteurs.",
        documents: [
          {
            titre: 'Document 1',
            texte:
              "Quand je suis arrivée au Canada, les réseaux sociaux m'ont permis de garder un lien quotidien avec ma famille restée au Sénégal, mais aussi de trouver un groupe d'entraide de nouveaux arrivants. Sans eux, ma première année aurait été beaucoup plus solitaire. — Awa, infirmière à Québec",
          },
          {
            titre: 'Document 2',
            texte:
              "Nous avons des centaines d'« amis » et nous nous sentons pourtant plus seuls. Les réseaux remplacent la conversation par la réaction, l'écoute par le défilement. On y entretient des liens faibles, au détriment des relations profondes qui demandent du temps et de la présence. — Louis, psychologue",
          },
        ],
      },
    ],
  },
  {
    tasks: [
      {
        ...T1,
        level: 'B1',
        titre: 'Des conseils à un ami',
        sujet:
          'Votre ami Youssef va venir étudier dans votre ville à la rentrée. Écrivez-lui un message pour lui donner des conseils pratiques : où se loger, comment se déplacer et comment gérer son budget.',
      },
      {
        ...T2,
        level: 'B2',
        titre: 'Un tournant professionnel',
        sujet:
          "Un site d'information sur l'emploi publie des témoignages sur le thème « Le jour où j'ai changé de voie ». Racontez un changement important dans votre parcours professionnel ou dans vos études : ce qui vous a poussé à le faire, les obstacles et ce que vous en retenez aujourd'hui.",
      },
      {
        ...T3,
        level: 'C1',
        titre: "Faut-il rendre l'engagement communautaire obligatoire à l'école ?",
        sujet:
          'Le ministère de l’Éducation propose que chaque élève du secondaire effectue 40 heures de bénévolat pour obtenir son diplôme. Un quotidien ouvre ses pages au débat.',
        documents: [
          {
            titre: 'Document 1',
            texte:
              "Beaucoup d'adolescents n'auraient jamais poussé la porte d'un organisme communautaire sans cette obligation. Or c'est souvent là qu'ils découvrent un métier, une cause, ou simplement le plaisir d'être utiles. L'école a pour mission de former des citoyens, pas seulement de bons élèves. — Claire, directrice d'école secondaire",
          },
          {
            titre: 'Document 2',
            texte:
              "Un bénévolat imposé n'est plus du bénévolat. Les élèves cherchent l'activité la plus rapide pour cocher une case, et les organismes doivent encadrer des jeunes peu motivés. Mieux vaudrait valoriser l'engagement volontaire que de transformer la générosité en formalité administrative. — Hugo, coordonnateur d'une banque alimentaire",
          },
        ],
      },
    ],
  },
];
