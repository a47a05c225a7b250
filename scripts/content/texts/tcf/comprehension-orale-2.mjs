// TCF Canada — Compréhension orale, série 2 (même structure que la série 1).
export default {
  n: 2,
  items: [
    // A1
    {
      a: "Attention, s'il vous plaît. Le train à destination d'Ottawa partira de la voie 7 à 14 heures 20.",
      q: 'De quelle voie part le train ?',
      c: ['De la voie 7.', 'De la voie 2.', 'De la voie 14.', 'De la voie 20.'],
    },
    {
      a: [
        ['f', 'Bonjour, je voudrais une chambre pour deux nuits.'],
        ['m', 'Pour une personne ?'],
        ['f', 'Non, pour deux personnes : mon mari et moi.'],
      ],
      q: 'Combien de personnes vont dormir dans la chambre ?',
      c: ['Deux.', 'Une.', 'Trois.', 'Quatre.'],
    },
    {
      a: [
        ['m', 'Allô, maman ? Je suis à la bibliothèque avec Lucas. Je rentre à six heures pour le souper.'],
      ],
      q: 'Où est le garçon ?',
      c: ['À la bibliothèque.', 'À la maison.', 'Chez Lucas.', 'Au restaurant.'],
    },
    {
      a: [
        ['f', "Qu'est-ce que tu prends ?"],
        ['m', "Une soupe et un jus d'orange. Il fait trop froid pour une salade !"],
      ],
      q: "Qu'est-ce que l'homme commande ?",
      c: [
        "Une soupe et un jus d'orange.",
        "Une salade et un jus d'orange.",
        'Une soupe et un café.',
        'Une salade et une soupe.',
      ],
    },
    // A2
    {
      a: "Les passagers du vol 872 à destination de Paris sont priés de se présenter à la porte 52. L'embarquement commence dans dix minutes. Veuillez préparer votre carte d'embarquement et votre passeport.",
      q: 'Que doivent faire les passagers ?',
      c: [
        'Aller à la porte 52.',
        'Attendre le prochain vol.',
        'Récupérer leurs bagages.',
        'Changer de terminal.',
      ],
    },
    {
      a: [
        ['m', "Bonjour, je voudrais m'inscrire au cours de natation pour adultes."],
        [
          'f',
          'Il reste des places le mercredi soir, de 19 heures à 20 heures. Le cours coûte quatre-vingt-dix dollars pour dix semaines.',
        ],
        ['m', 'Parfait, je le prends.'],
      ],
      q: 'Quand a lieu le cours ?',
      c: ['Le mercredi soir.', 'Le mardi matin.', 'Le samedi après-midi.', 'Le lundi soir.'],
    },
    {
      a: [
        [
          'f',
          "Bonjour monsieur Ouellet, c'est Chantal, du garage Rive-Sud. Votre voiture est prête : nous avons installé les pneus d'hiver et fait la vidange d'huile. Vous pouvez venir la chercher avant dix-sept heures.",
        ],
      ],
      q: "Qu'est-ce que le garage a fait ?",
      c: [
        "Il a changé les pneus et l'huile.",
        'Il a réparé les freins.',
        'Il a lavé la voiture.',
        'Il a remplacé la batterie.',
      ],
    },
    {
      a: [
        ['f', "Tu as trouvé un cadeau pour l'anniversaire de Samir ?"],
        ['m', 'Pas encore. Il aime cuisiner, alors je pensais à un livre de recettes.'],
        ['f', 'Bonne idée ! Moi, je vais lui offrir des billets de théâtre.'],
      ],
      q: "Que veut offrir l'homme ?",
      c: [
        'Un livre de recettes.',
        'Des billets de théâtre.',
        'Un repas au restaurant.',
        'Des ustensiles de cuisine.',
      ],
    },
    {
      a: 'Bienvenue au Musée des beaux-arts. Le musée ferme à dix-sept heures, sauf le mercredi, où il reste ouvert jusqu’à vingt et une heures. L’entrée est gratuite le premier dimanche du mois.',
      q: "Quand l'entrée est-elle gratuite ?",
      c: [
        'Le premier dimanche du mois.',
        'Tous les mercredis soir.',
        'Tous les jours après dix-sept heures.',
        'Le dernier samedi du mois.',
      ],
    },
    {
      a: [
        ['m', "Bonjour, j'ai perdu ma carte de transport ce matin dans l'autobus."],
        ['f', 'Avez-vous enregistré votre carte en ligne ?'],
        ['m', 'Oui.'],
        [
          'f',
          'Alors on peut la bloquer et transférer votre abonnement sur une nouvelle carte. Ça coûte six dollars.',
        ],
      ],
      q: 'Que va-t-il se passer ?',
      c: [
        "L'homme va recevoir une nouvelle carte avec son abonnement.",
        "L'homme doit acheter un nouvel abonnement.",
        'La carte perdue sera rapportée demain.',
        "L'homme ne peut plus prendre l'autobus ce mois-ci.",
      ],
    },
    // B1
    {
      a: "Vous avez entre 18 et 30 ans et vous voulez découvrir une autre région du Québec ? Le programme Cap sur les régions organise des séjours de trois jours, tous frais payés, pour rencontrer des employeurs, visiter des logements et découvrir la vie locale. Les inscriptions sont ouvertes jusqu'au 15 octobre.",
      q: 'Quel est le but de ces séjours ?',
      c: [
        "Faire découvrir les possibilités d'emploi et de vie en région.",
        'Offrir des vacances gratuites aux étudiants.',
        'Former les jeunes à un métier agricole.',
        'Recruter des bénévoles pour des festivals.',
      ],
    },
    {
      a: [
        ['m', 'Docteure, je dors mal depuis quelques semaines.'],
        ['f', 'Est-ce que vous buvez du café le soir ? Vous regardez des écrans avant de vous coucher ?'],
        ['m', "Un peu les deux, je l'avoue."],
        [
          'f',
          "Commençons par là : pas de café après midi, et pas d'écran une heure avant le coucher. On se revoit dans un mois.",
        ],
      ],
      q: 'Que recommande la médecin ?',
      c: [
        'Changer certaines habitudes avant de dormir.',
        'Prendre des somnifères pendant un mois.',
        'Consulter un spécialiste du sommeil.',
        'Faire plus de sport le soir.',
      ],
    },
    {
      a: [
        ['f', 'Je pense suivre un cours du soir en comptabilité.'],
        ['m', 'Avec ton travail à temps plein ? Ça va être lourd.'],
        [
          'f',
          "Oui, mais c'est seulement deux soirs par semaine, et mon employeur rembourse la moitié des frais si je réussis.",
        ],
      ],
      q: 'Pourquoi la femme est-elle motivée ?',
      c: [
        'Son employeur paiera une partie du cours.',
        'Elle veut quitter son emploi.',
        'Le cours est gratuit.',
        'Le cours a lieu pendant ses heures de travail.',
      ],
    },
    {
      a: "Info-circulation. À partir de lundi et pour trois semaines, une voie sera fermée sur le boulevard Taschereau, en direction nord, pour des travaux d'égout. Les automobilistes sont invités à emprunter la route 134 ou à utiliser l'autobus express, qui passera plus souvent pendant cette période.",
      q: 'Que propose-t-on aux automobilistes ?',
      c: [
        "Prendre un autre chemin ou l'autobus express.",
        'Circuler uniquement la nuit.',
        'Payer un péage temporaire.',
        'Se garer dans un stationnement gratuit.',
      ],
    },
    {
      a: [
        [
          'm',
          "Bonsoir madame, excusez-moi de vous déranger. Votre chien aboie beaucoup pendant la journée quand vous n'êtes pas là.",
        ],
        [
          'f',
          'Ah bon ? Je ne le savais pas, je suis désolée. Je vais demander à mon fils de venir le promener à midi.',
        ],
      ],
      q: 'Comment la femme réagit-elle ?',
      c: [
        "Elle s'excuse et propose une solution.",
        'Elle nie que son chien aboie.',
        'Elle se fâche contre son voisin.',
        'Elle décide de donner son chien.',
      ],
    },
    {
      a: [
        ['m', "Vous êtes arrivée du Cameroun il y a deux ans. Qu'est-ce qui a été le plus difficile ?"],
        [
          'f',
          "Trouver un premier emploi dans mon domaine. J'étais comptable, mais on me demandait toujours une expérience canadienne. Finalement, j'ai fait un stage dans un organisme communautaire, et c'est ce qui m'a ouvert les portes.",
        ],
      ],
      q: "Qu'est-ce qui a aidé la femme à trouver un emploi ?",
      c: [
        'Un stage dans un organisme.',
        'Un nouveau diplôme canadien.',
        'Une annonce dans le journal.',
        'Un contact de son ancien employeur.',
      ],
    },
    {
      a: "Rappel aux étudiants : la date limite pour abandonner un cours sans mention d'échec est le 10 novembre. Après cette date, l'abandon sera inscrit au relevé de notes. Les frais de scolarité, eux, ne sont remboursés que jusqu'au 20 septembre.",
      q: 'Que se passe-t-il si un étudiant abandonne un cours le 15 novembre ?',
      c: [
        "L'abandon apparaît sur son relevé de notes.",
        'Ses frais de scolarité sont remboursés.',
        "L'abandon est refusé.",
        "L'étudiant doit repasser l'examen.",
      ],
    },
    {
      a: [
        ['f', 'Je voudrais retourner ce manteau, il est trop petit.'],
        ['m', 'Vous avez votre facture ?'],
        ['f', "Oui, voilà. Je l'ai acheté il y a dix jours."],
        [
          'm',
          "Pas de problème. Je peux vous l'échanger ou vous faire un crédit au magasin, mais pas de remboursement pour les articles en solde.",
        ],
      ],
      q: 'Pourquoi la cliente ne peut-elle pas être remboursée ?',
      c: [
        'Parce que le manteau était en solde.',
        "Parce qu'elle n'a pas sa facture.",
        'Parce que le délai est dépassé.',
        'Parce que le manteau a été porté.',
      ],
    },
    {
      a: [
        ['m', 'On part camper au parc de la Mauricie en fin de semaine ?'],
        ['f', "J'aimerais bien, mais ils annoncent de la pluie samedi."],
        ['m', 'Seulement le matin. Et dimanche, grand soleil. On peut partir samedi midi.'],
        ['f', "D'accord, mais on prend la grande tente, au cas où."],
      ],
      q: 'Que décident-ils ?',
      c: [
        'Partir samedi midi avec la grande tente.',
        'Annuler leur sortie de camping.',
        'Partir samedi matin.',
        'Reporter le camping à la fin de semaine suivante.',
      ],
    },
    // B2
    {
      a: "La Ville de Québec lance un projet pilote : pendant un an, l'autobus sera gratuit pour les personnes de soixante-cinq ans et plus. L'objectif est double : réduire l'isolement des aînés et diminuer le nombre de voitures au centre-ville. Certains conseillers municipaux s'interrogent toutefois sur le coût de la mesure, estimé à quatre millions de dollars.",
      q: 'Quelle critique est formulée ?',
      c: [
        'Le coût du projet paraît élevé.',
        "Les aînés n'utilisent pas l'autobus.",
        'Le projet ne concerne que le centre-ville.',
        'La durée du projet est trop courte.',
      ],
    },
    {
      a: [
        [
          'm',
          'Vous avez mis en place la semaine de quatre jours dans votre PME. Quel bilan en faites-vous ?',
        ],
        [
          'f',
          'Très positif pour le recrutement : nous recevons trois fois plus de candidatures. En revanche, il a fallu réorganiser complètement le service à la clientèle, qui doit rester ouvert cinq jours. Les employés alternent, et cela demande beaucoup de planification.',
        ],
      ],
      q: 'Quelle difficulté la dirigeante mentionne-t-elle ?',
      c: [
        "L'organisation du service à la clientèle.",
        'La baisse du nombre de candidatures.',
        'La diminution des salaires.',
        'Le mécontentement des clients.',
      ],
    },
    {
      a: [
        ['f', 'Et si on achetait une maison au lieu de louer ?'],
        [
          'm',
          'Les taux d’intérêt ont beaucoup monté. Et il faudrait vider toutes nos économies pour la mise de fonds.',
        ],
        ['f', 'Oui, mais on paie un loyer qui ne nous rapporte rien.'],
        ['m', "Attendons au moins un an, le temps de mettre plus d'argent de côté."],
      ],
      q: "Que propose l'homme ?",
      c: [
        "Reporter l'achat pour économiser davantage.",
        'Acheter une maison immédiatement.',
        'Déménager dans un appartement moins cher.',
        'Emprunter de l’argent à leurs parents.',
      ],
    },
    {
      a: 'Le Québec compte de plus en plus de microbrasseries, notamment en région. Au-delà de la bière, ces entreprises jouent un rôle inattendu : elles deviennent des lieux de rencontre dans des villages qui avaient perdu leur bar ou leur restaurant. Certaines accueillent des spectacles, des marchés de producteurs, et même des réunions citoyennes.',
      q: 'Quel rôle inattendu des microbrasseries la chronique souligne-t-elle ?',
      c: [
        'Elles recréent des lieux de vie sociale dans les villages.',
        'Elles remplacent les mairies dans certains villages.',
        "Elles exportent leurs produits à l'étranger.",
        'Elles emploient surtout de jeunes diplômés.',
      ],
    },
    {
      a: [
        [
          'm',
          "Vous travaillez comme infirmière dans le Grand Nord, au Nunavik. Qu'est-ce qui vous a surprise ?",
        ],
        [
          'f',
          "L'autonomie. Dans un petit dispensaire, on est souvent seule avec les patients, et le médecin est consulté par téléphone. On fait des choses qu'on ne ferait jamais en ville. C'est exigeant, mais on apprend énormément.",
        ],
      ],
      q: "Qu'est-ce qui caractérise le travail de l'infirmière ?",
      c: [
        'Une grande autonomie dans les décisions.',
        'Un travail toujours supervisé par un médecin présent.',
        'Des tâches surtout administratives.',
        'Un horaire de travail très léger.',
      ],
    },
    {
      a: "Les inscriptions dans les programmes de formation professionnelle en construction ont augmenté de vingt-cinq pour cent cette année. Cette hausse s'explique par les salaires attrayants et les nombreuses offres d'emploi. Les centres de formation manquent cependant d'enseignants et d'équipements, et certains ont dû refuser des candidats.",
      q: 'Quel problème rencontrent les centres de formation ?',
      c: [
        "Ils n'ont pas assez d'enseignants ni d'équipements.",
        "Ils manquent d'étudiants.",
        "Leurs diplômés ne trouvent pas d'emploi.",
        'Leurs programmes sont trop courts.',
      ],
    },
    {
      a: [
        ['m', "J'ai reçu mon avis de cotisation : je dois deux cents dollars d'impôt."],
        ['f', 'Tu as déclaré tes frais de garde ? Ils donnent droit à un crédit.'],
        ['m', 'Non, je ne savais pas.'],
        [
          'f',
          'Tu peux demander une modification de ta déclaration en ligne. Garde bien tes reçus de la garderie.',
        ],
      ],
      q: 'Que conseille la femme ?',
      c: [
        'Modifier sa déclaration pour ajouter ses frais de garde.',
        'Payer rapidement pour éviter les intérêts.',
        "Contester l'avis auprès d'un avocat.",
        'Changer de garderie pour payer moins cher.',
      ],
    },
    {
      a: "Pour son troisième album, la chanteuse gaspésienne abandonne la guitare acoustique pour des sonorités électroniques. Ses admirateurs de la première heure risquent d'être déroutés. Pourtant, sous les synthétiseurs, on retrouve ce qui fait sa force : des textes précis, pudiques, qui parlent de la mer et du départ mieux que personne.",
      q: 'Que pense le chroniqueur de cet album ?',
      c: [
        'Le style change, mais la qualité des textes demeure.',
        'Cet album décevra tout le monde.',
        'Le retour à la guitare acoustique est réussi.',
        'Les textes sont moins bons que les précédents.',
      ],
    },
    {
      a: [
        ['m', "Vous militez pour l'agriculture urbaine. Peut-elle vraiment nourrir une ville ?"],
        [
          'f',
          "Non, et ce n'est pas son but. Les toits et les jardins ne remplaceront jamais les fermes. Mais ils rapprochent les citadins de la production alimentaire, ils rafraîchissent les quartiers pendant les canicules et ils créent des liens entre voisins. C'est déjà beaucoup.",
        ],
      ],
      q: "Selon la femme, quel est l'intérêt principal de l'agriculture urbaine ?",
      c: [
        'Ses bénéfices sociaux et environnementaux.',
        'Sa capacité à nourrir toute la ville.',
        'Son faible coût de production.',
        "Son rôle dans l'exportation de produits locaux.",
      ],
    },
    {
      a: [
        ['m', 'Je pense que les devoirs à la maison devraient être supprimés au primaire.'],
        ['f', 'Et comment les parents sauront-ils ce que leurs enfants apprennent ?'],
        [
          'm',
          "Par d'autres moyens : des rencontres, un portail en ligne. Les devoirs creusent les inégalités : certains enfants sont aidés à la maison, d'autres non.",
        ],
      ],
      q: "Pourquoi l'homme veut-il supprimer les devoirs ?",
      c: [
        "Ils avantagent les enfants qui reçoivent de l'aide à la maison.",
        'Ils prennent trop de temps aux enseignants.',
        "Les parents n'aiment pas les corriger.",
        "Les enfants ont trop d'activités sportives.",
      ],
    },
    // C1
    {
      a: "On célèbre volontiers les entrepreneurs qui lancent leur entreprise dans un garage. On parle moins de ceux qui reprennent une entreprise existante. Pourtant, des milliers de PME québécoises n'ont pas de relève, et leur fermeture ferait disparaître des emplois et des savoir-faire. Reprendre, c'est moins spectaculaire que créer, mais c'est souvent plus utile, et moins risqué.",
      q: 'Quel est le message principal de la chronique ?',
      c: [
        "La reprise d'entreprises mérite davantage d'attention.",
        'Il faut interdire la fermeture des PME.',
        'Créer une entreprise est toujours plus rentable.',
        'Les garages sont les meilleurs lieux pour innover.',
      ],
    },
    {
      a: [
        ['m', 'Le prix des aliments a beaucoup augmenté. Les épiciers sont-ils responsables ?'],
        [
          'f',
          "Leur marge a légèrement progressé, mais l'essentiel de la hausse vient d'ailleurs : le transport, l'énergie, les mauvaises récoltes liées au climat. Accuser uniquement les épiciers est politiquement commode, mais cela détourne l'attention de problèmes plus structurels, comme notre dépendance aux importations en hiver.",
        ],
      ],
      q: "Que pense l'économiste des accusations portées contre les épiciers ?",
      c: [
        'Elles simplifient un problème aux causes multiples.',
        'Elles sont entièrement justifiées.',
        'Elles ont déjà fait baisser les prix.',
        'Elles ignorent la hausse des salaires des employés.',
      ],
    },
    {
      a: "Dans certaines petites villes touristiques de Charlevoix, les maisons sont transformées en locations de courte durée. Les visiteurs affluent, les commerces prospèrent l'été, mais les familles ne trouvent plus à se loger et l'école du village perd des élèves. Le tourisme, qui devait faire vivre ces communautés, finit par les vider de leurs habitants.",
      q: 'Quel paradoxe la chronique décrit-elle ?',
      c: [
        'Le tourisme menace les communautés qu’il devait faire vivre.',
        "Les touristes ne dépensent pas d'argent dans les commerces.",
        "Les villes touristiques manquent de visiteurs l'été.",
        "Les écoles accueillent trop d'élèves.",
      ],
    },
    {
      a: [
        [
          'm',
          "Vous étudiez le bilinguisme chez l'enfant. Faut-il craindre qu'apprendre deux langues en même temps retarde le développement ?",
        ],
        [
          'f',
          "C'est une idée reçue tenace. Certains enfants bilingues commencent à parler un peu plus tard, ou mélangent les langues pendant un temps, mais ces phénomènes sont normaux et transitoires. À long terme, rien n'indique de retard. Ce qui compte, c'est la qualité et la quantité des échanges dans chaque langue.",
        ],
      ],
      q: "Que dit la chercheuse au sujet du bilinguisme chez l'enfant ?",
      c: [
        'Les difficultés observées au début sont passagères.',
        'Il provoque des retards durables.',
        'Il faut attendre six ans pour apprendre une deuxième langue.',
        "Le mélange des langues est le signe d'un trouble.",
      ],
    },
    {
      a: "Le droit à la déconnexion revient dans le débat. L'idée paraît évidente : personne ne devrait avoir à répondre à ses courriels à vingt-deux heures. Mais une loi suffira-t-elle ? Dans bien des milieux, ce n'est pas l'employeur qui exige une réponse, c'est la culture de l'équipe, la peur de paraître moins engagé. On peut légiférer sur les horaires ; beaucoup moins sur la pression implicite.",
      q: 'Quelle limite de la loi le chroniqueur souligne-t-il ?',
      c: [
        'Elle agit difficilement sur la pression implicite au sein des équipes.',
        'Elle coûtera trop cher aux entreprises.',
        'Elle empêchera les employés de travailler à distance.',
        'Elle ne concerne que les fonctionnaires.',
      ],
    },
    {
      a: [
        [
          'f',
          "Rendre le transport en commun gratuit, c'est la meilleure façon de réduire l'usage de la voiture.",
        ],
        [
          'm',
          "Les études montrent plutôt que la gratuité attire surtout des piétons et des cyclistes, pas des automobilistes. Ce qui fait changer les habitudes, c'est la fréquence et la fiabilité du service. Mieux vaut investir dans davantage d'autobus que dans la gratuité.",
        ],
      ],
      q: "Quel argument l'homme oppose-t-il à la gratuité ?",
      c: [
        "Elle n'attire pas vraiment les automobilistes.",
        'Elle augmente la pollution.',
        'Elle est interdite par la loi.',
        'Elle réduit la fréquence des autobus.',
      ],
    },
    // C2
    {
      a: "On attribue volontiers la crise de l'attention aux écrans, comme si notre capacité de concentration nous avait été dérobée par quelques entreprises. Le récit a le mérite de la simplicité ; il a le défaut de nous absoudre. Car l'attention ne se perd pas seulement : elle se cède, chaque fois que nous préférons la sollicitation facile à l'effort d'une pensée suivie. Reconnaître cette part de consentement n'excuse pas les plateformes ; cela nous rend, du moins, une prise sur le problème.",
      q: 'Quelle est la position du chroniqueur ?',
      c: [
        "Nous portons une part de responsabilité dans la perte d'attention.",
        'Seules les entreprises technologiques sont responsables.',
        "La crise de l'attention est une invention médiatique.",
        'Il faudrait interdire les écrans aux adultes.',
      ],
    },
    {
      a: [
        ['m', 'Vous dites que le mot « résilience » vous agace. Pourquoi ?'],
        [
          'f',
          "Parce qu'il est devenu une injonction. On félicite les communautés d'être résilientes après une inondation, comme si la capacité à encaisser était une vertu en soi. Ce vocabulaire déplace la responsabilité : au lieu de se demander pourquoi des quartiers entiers ont été construits en zone inondable, on célèbre ceux qui s'en accommodent.",
        ],
      ],
      q: "Que reproche la sociologue à l'usage du mot « résilience » ?",
      c: [
        'Il détourne l’attention des causes des catastrophes.',
        'Il est trop technique pour le grand public.',
        'Il dévalorise les victimes des inondations.',
        "Il s'agit d'un emprunt à une langue étrangère.",
      ],
    },
    {
      a: "Démolir un immeuble des années soixante pour en construire un neuf, plus performant sur le plan énergétique, paraît vertueux. Le calcul oublie pourtant le carbone déjà investi dans le béton existant, et celui qu'exigera la construction nouvelle. Il faudra parfois des décennies pour que les économies d'énergie compensent ce bilan. Le bâtiment le plus écologique est souvent celui qui existe déjà.",
      q: 'Quelle thèse la chronique soutient-elle ?',
      c: [
        'Rénover est souvent préférable à démolir pour reconstruire.',
        'Les immeubles des années soixante sont dangereux.',
        "Les bâtiments neufs consomment plus d'énergie que les anciens.",
        'Le béton est un matériau sans effet sur le climat.',
      ],
    },
    {
      a: [
        [
          'm',
          'Votre roman mêle le français, l’anglais et le créole. Certains lecteurs y voient une provocation.',
        ],
        [
          'f',
          "Ce n'en est pas une. Mes personnages vivent à Montréal ; ils parlent comme on parle dans ma famille, en passant d'une langue à l'autre sans y penser. Uniformiser leur langue, ç'aurait été les trahir. Un roman n'a pas à conserver la langue comme dans un musée ; il doit rendre compte de la manière dont elle vit.",
        ],
      ],
      q: "Comment l'écrivaine justifie-t-elle son choix ?",
      c: [
        'Elle veut refléter fidèlement la façon de parler de ses personnages.',
        'Elle cherche à provoquer les défenseurs du français.',
        'Elle veut toucher un public anglophone.',
        'Elle estime que le français littéraire est dépassé.',
      ],
    },
  ],
};
