// TCF Canada — Compréhension écrite, série 3 (même structure que la série 1).
import { poster, table } from '../../lib/svg.mjs';

export default {
  n: 3,
  items: [
    // A1
    {
      img: {
        name: 'tcf-ce-3-pharmacie',
        title: "Heures d'ouverture de la pharmacie",
        svg: poster({
          title: 'PHARMACIE',
          subtitle: "Heures d'ouverture",
          lines: ['Lundi au vendredi : 9 h – 21 h', 'Samedi : 9 h – 17 h', 'Dimanche : 10 h – 17 h'],
          theme: 'vert',
        }),
      },
      q: "Regardez l'affiche. À quelle heure la pharmacie ferme-t-elle le samedi ?",
      c: ['À 17 h.', 'À 21 h.', 'À 9 h.', 'À 10 h.'],
    },
    {
      doc: "Invitation\nC'est l'anniversaire de Chloé ! Elle a 6 ans.\nSamedi 10 mai, à 14 h\n25, rue des Pins\nRéponds à sa maman avant mercredi.",
      q: 'Pourquoi Chloé fait-elle une fête ?',
      c: [
        'Pour son anniversaire.',
        "Pour la fin de l'école.",
        'Pour la fête des Mères.',
        'Pour son déménagement.',
      ],
    },
    {
      doc: 'PERDU : petit chat gris, yeux verts, collier rouge. Il s’appelle Minou.\nAppelez le 418 555-0147. Récompense.',
      q: 'Que cherche cette personne ?',
      c: ['Son chat.', 'Son chien.', 'Un collier.', 'Son téléphone.'],
    },
    {
      img: {
        name: 'tcf-ce-3-toilettes',
        title: 'Affiche dans un café',
        svg: poster({
          title: 'TOILETTES',
          lines: ['Réservées à la clientèle.', 'Demandez la clé à la caisse.'],
          footer: 'Merci !',
          theme: 'gris',
        }),
      },
      q: "Regardez l'affiche. Que faut-il faire pour utiliser les toilettes ?",
      c: [
        'Demander la clé à la caisse.',
        'Payer un dollar.',
        'Monter au deuxième étage.',
        'Attendre un employé.',
      ],
    },
    // A2
    {
      doc: 'Chers clients,\nÀ partir du 1er février, notre épicerie sera ouverte de 7 h à 23 h, tous les jours. Nous offrons aussi maintenant la livraison à domicile gratuite pour les commandes de plus de 75 $.\nMerci de votre fidélité !',
      q: "Quelle nouveauté l'épicerie propose-t-elle ?",
      c: [
        "La livraison gratuite à partir de 75 $ d'achat.",
        'Des prix plus bas le dimanche.',
        "L'ouverture 24 heures sur 24.",
        'Une carte de fidélité.',
      ],
    },
    {
      img: {
        name: 'tcf-ce-3-francisation',
        title: 'Horaire des cours de français',
        svg: table({
          title: "Cours de français — Session d'automne",
          columns: ['Niveau', 'Jours', 'Heures'],
          rows: [
            ['Débutant', 'Lundi et mercredi', '18 h – 21 h'],
            ['Intermédiaire', 'Mardi et jeudi', '18 h – 21 h'],
            ['Avancé', 'Samedi', '9 h – 15 h'],
          ],
          note: 'Début des cours : 9 septembre',
          theme: 'violet',
        }),
      },
      q: "Regardez l'horaire. Vous êtes de niveau avancé. Quand aurez-vous cours ?",
      c: ['Le samedi.', 'Le lundi et le mercredi soir.', 'Le mardi et le jeudi soir.', 'Tous les soirs.'],
    },
    {
      doc: "Objet : Visite de l'appartement\nBonjour monsieur Benali,\nJe vous confirme la visite de l'appartement de la rue Laurier demain à 17 h 30. Le concierge, M. Paquette, vous ouvrira la porte. Apportez une pièce d'identité si vous voulez remplir une demande de location sur place.\nJulie Martel, gestionnaire",
      q: 'Qui va ouvrir la porte à monsieur Benali ?',
      c: ['Le concierge.', 'La gestionnaire.', 'Le locataire actuel.', 'Le propriétaire.'],
    },
    {
      doc: "Covoiturage\nJe vais tous les jours de Longueuil au centre-ville de Montréal : départ à 7 h 15, retour à 17 h. J'ai deux places libres. Participation aux frais : 5 $ par trajet. Non-fumeurs seulement.\nMathieu",
      q: 'Combien coûte un aller-retour avec Mathieu ?',
      c: ['10 $', '5 $', '15 $', '2 $'],
    },
    {
      img: {
        name: 'tcf-ce-3-don-de-sang',
        title: 'Affiche de collecte de sang',
        svg: poster({
          title: 'Donnez du sang !',
          subtitle: "Collecte à l'hôtel de ville",
          lines: [
            'Mardi 14 mars, de 13 h à 20 h',
            'Avoir 18 ans ou plus',
            'Bien manger avant de venir',
            "Apporter une pièce d'identité",
          ],
          footer: 'Une heure de votre temps peut sauver des vies',
          theme: 'rouge',
        }),
      },
      q: "Regardez l'affiche. Que faut-il faire avant de donner du sang ?",
      c: [
        'Bien manger.',
        'Ne rien manger pendant 12 heures.',
        'Prendre rendez-vous chez le médecin.',
        'Boire un café.',
      ],
    },
    {
      doc: "Message de l'école\nBonjour, votre fils Adam est à l'infirmerie : il a mal au ventre et il fait de la fièvre. Pouvez-vous venir le chercher le plus rapidement possible ? Merci de vous présenter au secrétariat.\nMme Caron, secrétaire",
      q: "Pourquoi l'école écrit-elle aux parents ?",
      c: [
        'Leur fils est malade.',
        'Leur fils a eu une mauvaise note.',
        'Leur fils a oublié son repas.',
        "Leur fils s'est battu.",
      ],
    },
    // B1
    {
      doc: "Les grandes bibliothèques du réseau municipal prêtent désormais bien plus que des livres : outils de bricolage, instruments de musique, jeux de société et même raquettes à neige. Il suffit d'avoir une carte d'abonné valide. La durée du prêt est de trois semaines, comme pour les livres.",
      q: "Qu'y a-t-il de nouveau dans ces bibliothèques ?",
      c: [
        'On peut y emprunter des objets variés.',
        "On peut y acheter des livres d'occasion.",
        'Les prêts durent plus longtemps.',
        "La carte d'abonné est devenue payante.",
      ],
    },
    {
      doc: "Devenez famille d'accueil !\nNous recherchons des familles prêtes à accueillir un élève étranger de 15 à 17 ans pendant une année scolaire. Une chambre individuelle et trois repas par jour sont demandés. Une compensation financière est versée chaque mois. Séance d'information le 20 mars.",
      q: 'Qu’est-ce qui est exigé des familles ?',
      c: [
        'Offrir une chambre individuelle et les repas.',
        'Parler plusieurs langues.',
        'Avoir des enfants du même âge.',
        "Payer les études de l'élève.",
      ],
    },
    {
      img: {
        name: 'tcf-ce-3-navette',
        title: "Horaire de la navette de l'aéroport",
        svg: table({
          title: 'Navette Centre-ville — Aéroport',
          columns: ['Départ centre-ville', 'Arrivée aéroport'],
          rows: [
            ['5 h 00', '5 h 45'],
            ['6 h 30', '7 h 15'],
            ['8 h 00', '8 h 45'],
            ['9 h 30', '10 h 15'],
          ],
          note: "Départ toutes les 90 minutes jusqu'à 22 h — 12 $ l'aller",
          theme: 'bleu',
        }),
      },
      q: "Regardez l'horaire. Votre avion décolle à 9 h 30 et vous devez être à l'aéroport deux heures avant. Quelle navette prenez-vous au plus tard ?",
      c: ['Celle de 6 h 30.', 'Celle de 5 h 00.', 'Celle de 8 h 00.', 'Celle de 7 h 15.'],
    },
    {
      doc: "Bonjour madame Dubé,\nÀ la suite de votre appel, je vous confirme que votre facture d'électricité de janvier était anormalement élevée en raison d'une erreur de lecture du compteur. Un crédit de 86,40 $ sera appliqué à votre prochaine facture. Nous nous excusons de cet inconvénient.\nService à la clientèle",
      q: 'Que va recevoir madame Dubé ?',
      c: [
        'Un crédit sur sa prochaine facture.',
        'Un chèque de remboursement.',
        'Un nouveau compteur.',
        "La visite d'un technicien.",
      ],
    },
    {
      doc: "Le Service de police rappelle qu'il est interdit d'utiliser son cellulaire au volant, même à l'arrêt à un feu rouge. Seule l'utilisation en mode mains libres est permise. L'amende peut atteindre 300 $, accompagnée de cinq points d'inaptitude.",
      q: "Selon ce texte, qu'est-ce qui est permis ?",
      c: [
        'Utiliser son cellulaire en mode mains libres.',
        'Écrire un texto à un feu rouge.',
        'Tenir son cellulaire pour lire une carte.',
        "Répondre à un appel si l'on roule lentement.",
      ],
    },
    {
      doc: "J'ai suivi le cours de cuisine thaïlandaise du centre culturel. Le chef explique très bien et on repart avec des recettes faciles à refaire. En revanche, nous étions quinze pour quatre cuisinières : on passait beaucoup de temps à attendre notre tour. Je conseille de choisir un groupe plus petit.",
      q: "Quel problème l'auteur signale-t-il ?",
      c: [
        "Il y avait trop de participants pour l'équipement disponible.",
        'Le chef explique mal.',
        'Les recettes sont trop difficiles.',
        'Le cours coûte trop cher.',
      ],
    },
    {
      doc: "Le programme d'aide aux devoirs recrute des bénévoles pour accompagner des élèves du primaire, deux heures par semaine, après l'école. Aucune formation en enseignement n'est requise : patience et bonne humeur suffisent ! Les bénévoles doivent toutefois fournir une vérification de leurs antécédents judiciaires.",
      q: 'Quelle condition les bénévoles doivent-ils remplir ?',
      c: [
        'Fournir une vérification de leurs antécédents judiciaires.',
        'Avoir un diplôme en enseignement.',
        'Être disponibles tous les jours.',
        'Avoir des enfants au primaire.',
      ],
    },
    {
      doc: "Témoignage publié sur un blogue :\n« Je me suis installée à Moncton l'an dernier. Ce qui m'a le plus surprise, c'est de pouvoir vivre en français dans une province majoritairement anglophone : à l'université, dans les commerces du centre-ville, à l'hôpital, je me débrouille en français. Mais pour trouver un emploi dans le privé, l'anglais reste presque toujours exigé. »",
      q: "Qu'est-ce qui a surpris l'auteure ?",
      c: [
        'Pouvoir vivre en français dans une province surtout anglophone.',
        "Devoir parler anglais à l'université.",
        'Ne trouver aucun commerce francophone.',
        'Trouver facilement un emploi sans parler anglais.',
      ],
    },
    {
      img: {
        name: 'tcf-ce-3-premiere-maison',
        title: "Affiche d'une soirée d'information",
        svg: poster({
          title: 'Acheter sa première propriété',
          subtitle: "Soirée d'information",
          lines: [
            'Jeudi 17 octobre, 19 h',
            'Mise de fonds, prêt hypothécaire, inspection : posez vos questions à nos conseillers.',
            'Inscription gratuite mais obligatoire',
            'Places limitées à 40 personnes',
          ],
          footer: "Inscription en ligne ou à l'accueil",
          theme: 'bleu',
        }),
      },
      q: "Regardez l'affiche. Que faut-il faire pour participer ?",
      c: [
        "S'inscrire à l'avance.",
        "Payer des frais d'inscription.",
        'Être déjà propriétaire.',
        'Venir avec un conseiller.',
      ],
    },
    // B2
    {
      doc: "Le nombre de personnes qui travaillent après 65 ans augmente rapidement. Pour certaines, c'est un choix : garder une activité, un lien social, un sentiment d'utilité. Pour d'autres, c'est une nécessité financière, faute d'épargne suffisante. Les employeurs, confrontés à la pénurie de main-d'œuvre, multiplient les horaires adaptés pour retenir ces travailleurs expérimentés.",
      q: 'Que font les employeurs pour garder les travailleurs âgés ?',
      c: [
        'Ils proposent des horaires adaptés.',
        'Ils augmentent fortement les salaires.',
        'Ils les obligent à former les jeunes.',
        "Ils repoussent l'âge de la retraite.",
      ],
    },
    {
      doc: "Une résidence étudiante de Québec a remplacé sa cafétéria par une cuisine collective où les étudiants préparent eux-mêmes leurs repas, avec l'aide d'une nutritionniste. Résultat : la facture d'épicerie des participants a baissé d'un quart, et beaucoup disent avoir appris à cuisiner. Le principal défi reste la gestion des horaires, car tout le monde veut cuisiner entre 17 h et 19 h.",
      q: 'Quel est le principal défi de cette initiative ?',
      c: [
        "Organiser l'accès à la cuisine aux heures de pointe.",
        'Trouver une nutritionniste.',
        "Réduire la facture d'épicerie.",
        'Convaincre les étudiants de cuisiner.',
      ],
    },
    {
      doc: "Lettre ouverte\nLes parents du quartier Saint-Sauveur demandent un brigadier scolaire à l'intersection des rues Racine et Sainte-Anne. Chaque matin, plus de 200 enfants traversent ce carrefour, où les automobilistes roulent souvent trop vite. Nous avons déjà écrit deux fois à l'arrondissement, sans réponse. Faudra-t-il attendre un accident ?",
      q: 'Quel est le ton de cette lettre ?',
      c: ['Inquiet et insistant.', 'Joyeux et reconnaissant.', 'Neutre et descriptif.', 'Ironique et amusé.'],
    },
    {
      doc: "Les arnaques aux faux logements se multiplient sur les sites d'annonces. Le scénario est presque toujours le même : un logement bien situé, un loyer étonnamment bas, un propriétaire qui se dit à l'étranger et demande un dépôt avant toute visite. Règle d'or : ne jamais envoyer d'argent avant d'avoir visité le logement et rencontré le propriétaire ou son représentant.",
      q: 'Quel conseil ce texte donne-t-il ?',
      c: [
        "Ne rien payer avant d'avoir visité et rencontré le propriétaire.",
        'Ne louer que des logements chers.',
        'Envoyer un dépôt pour réserver rapidement.',
        'Éviter les propriétaires qui vivent au Canada.',
      ],
    },
    {
      doc: "Le ministère de la Santé lance une campagne pour encourager la population à consulter d'abord un pharmacien pour les problèmes mineurs : infection urinaire, conjonctivite, renouvellement d'ordonnance. Objectif : désengorger les urgences et les cliniques. Les pharmaciens saluent la mesure, tout en réclamant une meilleure rémunération pour ces nouveaux actes.",
      q: 'Que demandent les pharmaciens ?',
      c: [
        'Être mieux payés pour ces nouvelles tâches.',
        "Ne plus renouveler d'ordonnances.",
        'Fermer les urgences la nuit.',
        'Pouvoir pratiquer des chirurgies.',
      ],
    },
    {
      doc: "À l'occasion de la Journée nationale des peuples autochtones, le 21 juin, le musée propose une programmation gratuite : danses traditionnelles, contes en langue atikamekw traduits en français, atelier de perlage. Les activités ont été conçues avec des membres des communautés, qui en assureront l'animation.",
      q: 'Qu’est-ce qui caractérise cette programmation ?',
      c: [
        'Elle a été conçue et sera animée avec des membres des communautés.',
        'Elle est payante pour les adultes.',
        'Elle est présentée uniquement en anglais.',
        "Elle dure tout l'été.",
      ],
    },
    {
      doc: "Les ventes de voitures électriques progressent, mais le réseau de bornes de recharge ne suit pas partout. En ville, les propriétaires qui n'ont pas de stationnement privé peinent à recharger leur véhicule. Plusieurs municipalités installent des bornes sur rue, tandis que des associations de locataires réclament l'obligation d'équiper les stationnements des immeubles.",
      q: "Quel problème l'article soulève-t-il ?",
      c: [
        "La difficulté de recharger pour ceux qui n'ont pas de stationnement privé.",
        'Le prix trop bas des voitures électriques.',
        'La pollution causée par les bornes.',
        "L'interdiction des voitures électriques en ville.",
      ],
    },
    {
      doc: "Recrutement — La Ville cherche des sauveteuses et des sauveteurs pour ses piscines extérieures. Salaire de 21 $ de l'heure, horaires flexibles, formation de premiers soins remboursée. Les candidats doivent détenir leur brevet de sauveteur avant le 1er juin ; les personnes en cours de formation peuvent postuler dès maintenant.",
      q: 'Qui peut postuler dès maintenant ?',
      c: [
        'Les personnes qui suivent la formation de sauveteur.',
        'Seulement les personnes brevetées depuis au moins un an.',
        'Les personnes qui ne savent pas nager.',
        'Seulement les employés de la Ville.',
      ],
    },
    {
      doc: "Une étude menée dans trois cégeps montre que les étudiants qui occupent un emploi de plus de quinze heures par semaine risquent davantage d'abandonner leurs études. Les chercheurs ne recommandent pas pour autant d'interdire le travail étudiant, qui aide à payer les études et développe l'autonomie, mais suggèrent aux employeurs d'adapter les horaires en période d'examens.",
      q: 'Que suggèrent les chercheurs ?',
      c: [
        "Que les employeurs tiennent compte des périodes d'examens.",
        'Que le travail étudiant soit interdit.',
        'Que les étudiants travaillent plus de quinze heures.',
        'Que les cégeps versent un salaire aux étudiants.',
      ],
    },
    {
      doc: "La marche nordique, pratiquée avec des bâtons, séduit de plus en plus d'adeptes de tous âges. Moins exigeante pour les articulations que la course, elle fait travailler le haut du corps et augmente la dépense d'énergie par rapport à la marche ordinaire. Les clubs recommandent toutefois quelques séances d'initiation, car une mauvaise technique annule une partie des bienfaits.",
      q: "Pourquoi recommande-t-on des séances d'initiation ?",
      c: [
        "Une mauvaise technique réduit les bienfaits de l'activité.",
        'Les bâtons sont dangereux.',
        'La marche nordique est réservée aux sportifs.',
        'Les clubs sont obligés de les offrir.',
      ],
    },
    // C1
    {
      doc: "L'essor du commerce en ligne a un coût rarement affiché : celui des retours. Dans certaines catégories, comme les vêtements, près d'un article sur trois revient à l'expéditeur. Or une partie importante de ces retours n'est jamais remise en vente : trier, nettoyer et réemballer coûte souvent plus cher que détruire. La gratuité des retours, argument commercial redoutable, masque ainsi un gaspillage considérable.",
      q: "Que révèle l'article au sujet des retours gratuits ?",
      c: [
        'Ils entraînent un gaspillage important et peu visible.',
        'Ils sont rarement utilisés par les clients.',
        'Ils sont toujours remis en vente.',
        'Ils font baisser le prix des vêtements.',
      ],
    },
    {
      doc: "On présente souvent l'apprentissage de la programmation comme la nouvelle alphabétisation. La comparaison est flatteuse, mais trompeuse. Savoir lire et écrire est indispensable à la vie citoyenne ; savoir programmer ne l'est pas. Ce qui importe, c'est de comprendre ce que font les systèmes numériques, comment ils trient l'information et qui les contrôle : une culture critique plutôt qu'une compétence technique.",
      q: "Que défend l'auteur ?",
      c: [
        'Une compréhension critique du numérique plutôt que la seule programmation.',
        "L'enseignement obligatoire de la programmation à tous.",
        "L'abandon de l'enseignement de la lecture.",
        "L'interdiction des outils numériques à l'école.",
      ],
    },
    {
      doc: "Ce recueil de nouvelles déroute d'abord par sa construction : des récits qui s'interrompent, des personnages qui réapparaissent sans prévenir d'un texte à l'autre. Puis le dispositif s'éclaire, et l'on comprend que l'autrice compose, par fragments, le portrait d'un quartier de Sherbrooke en pleine transformation. Une lecture exigeante, qui récompense la patience.",
      q: 'Comment le critique présente-t-il ce livre ?',
      c: [
        'Comme une œuvre exigeante dont la construction prend sens peu à peu.',
        "Comme un livre facile à lire d'une traite.",
        'Comme une suite de récits sans lien entre eux.',
        'Comme un guide touristique sur Sherbrooke.',
      ],
    },
    {
      doc: "La conciliation travail-famille est souvent abordée comme une question d'organisation individuelle : mieux planifier, mieux déléguer. Cette approche néglige les causes structurelles — horaires rigides, manque de places en garderie, répartition inégale des tâches domestiques. Tant que l'on demandera aux parents, et surtout aux mères, de s'adapter seuls, le casse-tête restera insoluble.",
      q: "Que reproche l'auteur à l'approche habituelle ?",
      c: [
        'Elle ignore les causes collectives du problème.',
        'Elle accorde trop de place aux garderies.',
        'Elle oublie de conseiller les pères.',
        'Elle exige trop des employeurs.',
      ],
    },
    {
      doc: 'Les promoteurs immobiliers mettent désormais en avant la « mixité sociale » de leurs projets. Mais intégrer quelques logements abordables dans une tour de luxe suffit-il à créer un quartier mixte ? Les sociologues en doutent : sans lieux partagés — écoles, parcs, commerces accessibles à tous —, la proximité résidentielle ne produit pas de rencontres. On habite à côté sans vivre ensemble.',
      q: 'Selon les sociologues, que manque-t-il pour créer une véritable mixité ?',
      c: [
        'Des lieux partagés qui favorisent les rencontres.',
        'Davantage de tours de luxe.',
        'Des loyers plus élevés.',
        'Des logements plus grands.',
      ],
    },
    {
      doc: "La reconnaissance faciale promet des aéroports plus fluides et des enquêtes plus rapides. Ses défenseurs rappellent qu'elle n'est qu'un outil. Mais un outil qui identifie chacun, partout, en permanence, modifie la nature même de l'espace public : on ne s'y déplace plus anonymement. Le débat ne porte donc pas seulement sur la fiabilité de la technologie, mais sur le type de société qu'elle rend possible.",
      q: "Selon l'auteur, sur quoi le débat doit-il porter ?",
      c: [
        "Sur les transformations de la société qu'entraîne cette technologie.",
        'Uniquement sur sa fiabilité technique.',
        "Sur son coût d'installation dans les aéroports.",
        'Sur la rapidité des enquêtes policières.',
      ],
    },
    // C2
    {
      doc: "Nous vivons sous le règne de l'évaluation : restaurants, médecins, chauffeurs, professeurs, tout se note. On y voit un progrès démocratique — chacun a voix au chapitre. Mais la note, en se généralisant, change ce qu'elle mesure : le chauffeur ne cherche plus à bien conduire, mais à obtenir cinq étoiles, ce qui n'est pas tout à fait la même chose. L'outil de contrôle devient la fin de l'activité.",
      q: "Quelle thèse l'auteur défend-il ?",
      c: [
        'La généralisation de la notation détourne les activités de leur but propre.',
        'La notation est le meilleur moyen d’améliorer les services.',
        'Les clients notent toujours de façon injuste.',
        'Les chauffeurs conduisent mieux grâce aux étoiles.',
      ],
    },
    {
      doc: "Le tourisme dit « authentique » promet d'échapper aux circuits de masse pour rencontrer la vie véritable des habitants. Mais cette quête porte en elle sa propre contradiction : dès qu'un lieu est réputé authentique, il attire des visiteurs qui le transforment en décor. L'authenticité, en matière de voyage, est peut-être moins une qualité des lieux qu'un désir du voyageur, qui se dérobe à mesure qu'on s'en approche.",
      q: "Quelle contradiction l'auteur relève-t-il ?",
      c: [
        "La recherche d'authenticité détruit ce qu'elle recherche.",
        "Les habitants refusent d'accueillir les touristes.",
        'Les circuits de masse sont plus authentiques.',
        "Les voyageurs ne cherchent jamais l'authenticité.",
      ],
    },
    {
      doc: "Il serait commode de voir dans la politesse une simple convention, vestige d'un ordre social révolu. Ce serait méconnaître sa fonction : la politesse ménage une distance qui protège autant qu'elle sépare. En nous obligeant à des formes, elle dispense chacun d'exposer en permanence ses sentiments réels. Loin d'être hypocrite, elle est peut-être ce qui rend la vie commune supportable entre des gens qui ne s'aiment pas nécessairement.",
      q: "Quelle fonction l'auteur attribue-t-il à la politesse ?",
      c: [
        'Elle rend la coexistence possible en préservant une distance protectrice.',
        'Elle révèle les sentiments véritables de chacun.',
        'Elle maintient un ordre social injuste.',
        "Elle n'a plus aucune utilité aujourd'hui.",
      ],
    },
    {
      doc: "On oppose souvent la science, qui dirait le vrai, à la politique, qui déciderait. La frontière est plus poreuse qu'il n'y paraît : le choix des questions de recherche, des risques jugés acceptables, des seuils d'alerte engage déjà des valeurs. Reconnaître cette part normative ne relativise pas la science ; cela permet au contraire de débattre ouvertement de ce qui, sinon, se décide à l'abri du vocabulaire technique.",
      q: "Pourquoi l'auteur juge-t-il utile de reconnaître la part de valeurs dans la science ?",
      c: [
        'Pour permettre un débat ouvert sur des choix présentés comme techniques.',
        "Pour montrer que la science n'a aucune valeur.",
        'Pour réserver les décisions aux seuls scientifiques.',
        "Pour supprimer les seuils d'alerte.",
      ],
    },
  ],
};
