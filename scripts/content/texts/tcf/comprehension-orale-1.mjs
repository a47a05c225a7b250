// TCF Canada — Compréhension orale, série 1.
// Chaque élément : a = répliques [voix, texte] (f/g femme, m/h homme, n annonceur) ou texte d'annonce,
// q = question, c = choix (la bonne réponse en premier ; l'ordre affiché est mélangé par le générateur).
export default {
  n: 1,
  items: [
    // A1
    {
      a: 'Mesdames et messieurs, le magasin fermera dans quinze minutes. Merci de vous diriger vers les caisses.',
      q: 'Que doivent faire les clients ?',
      c: [
        'Aller payer leurs achats.',
        'Sortir par la porte de secours.',
        'Revenir demain matin.',
        "Attendre l'ouverture du magasin.",
      ],
    },
    {
      a: [
        ['f', "Bonjour, un café et un croissant, s'il vous plaît."],
        ['m', 'Voilà, madame. Ça fait quatre dollars cinquante.'],
      ],
      q: 'Combien la cliente doit-elle payer ?',
      c: ['4,50 $', '5,40 $', '14,50 $', '4,15 $'],
    },
    {
      a: [
        [
          'f',
          "Salut Marc, c'est Julie. Je suis malade aujourd'hui. Je ne viens pas au cours de français. À demain !",
        ],
      ],
      q: 'Pourquoi Julie téléphone-t-elle ?',
      c: [
        'Elle ne va pas au cours.',
        'Elle veut changer de cours.',
        'Elle invite Marc au cinéma.',
        'Elle a perdu son livre.',
      ],
    },
    {
      a: [
        ['m', 'Excusez-moi, madame, où est la gare ?'],
        ['f', "C'est tout droit, puis la deuxième rue à gauche. C'est à cinq minutes à pied."],
      ],
      q: "Comment l'homme va-t-il aller à la gare ?",
      c: ['À pied.', 'En autobus.', 'En taxi.', 'En métro.'],
    },
    // A2
    {
      a: 'Bonjour, ici la clinique médicale Saint-Laurent. Votre rendez-vous avec le docteur Tremblay est déplacé au jeudi 14 mars, à 10 heures 30. Si cette heure ne vous convient pas, rappelez-nous au 514 555 0192. Merci.',
      q: 'Pourquoi la clinique laisse-t-elle ce message ?',
      c: [
        "Pour changer la date d'un rendez-vous.",
        'Pour annuler définitivement un rendez-vous.',
        "Pour donner un résultat d'analyse.",
        'Pour présenter un nouveau médecin.',
      ],
    },
    {
      a: 'Avis aux usagers : en raison de travaux, la station Berri-UQAM est fermée ce week-end. Des autobus remplacent le métro entre les stations Sherbrooke et Papineau. Merci de votre compréhension.',
      q: 'Que se passe-t-il ce week-end ?',
      c: [
        'Des autobus remplacent le métro sur une partie de la ligne.',
        'Le métro est gratuit pour tous les usagers.',
        'Toutes les lignes de métro sont fermées.',
        'Les autobus ne circulent pas le dimanche.',
      ],
    },
    {
      a: [
        ['m', "Bonjour, j'appelle pour l'appartement de la rue Saint-Denis. Il est toujours disponible ?"],
        [
          'f',
          "Oui. C'est un trois et demie, à mille deux cents dollars par mois, chauffage compris. Vous pouvez le visiter samedi matin.",
        ],
      ],
      q: "Qu'est-ce qui est compris dans le loyer ?",
      c: ['Le chauffage.', "L'électricité.", 'Internet.', 'Le stationnement.'],
    },
    {
      a: [
        ['f', 'Tu viens au match de hockey ce soir ?'],
        [
          'm',
          "Je voudrais bien, mais je travaille jusqu'à neuf heures. On peut se voir dimanche pour le brunch ?",
        ],
        ['f', "D'accord, dimanche à onze heures, chez moi."],
      ],
      q: 'Quand vont-ils se voir ?',
      c: [
        'Dimanche à onze heures.',
        'Ce soir après le match.',
        'Ce soir à neuf heures.',
        'Samedi pour le brunch.',
      ],
    },
    {
      a: "Voici la météo pour la région de Québec. Ce matin, ciel nuageux et moins douze degrés. Cet après-midi, la neige va commencer à tomber : on attend de quinze à vingt centimètres d'ici demain matin. Prudence sur les routes !",
      q: 'Quel temps fera-t-il cet après-midi ?',
      c: ['Il va neiger.', 'Il va pleuvoir.', 'Il fera beau et froid.', 'Il y aura des orages.'],
    },
    {
      a: [
        [
          'f',
          "Monsieur Diallo, votre formation de sécurité commence lundi à huit heures, au deuxième étage. N'oubliez pas vos bottes de travail.",
        ],
        ['m', "D'accord. Est-ce que je dois apporter mon dîner ?"],
        ['f', "Non, le repas du midi est offert par l'entreprise."],
      ],
      q: 'Que doit apporter monsieur Diallo ?',
      c: [
        'Ses bottes de travail.',
        'Son repas du midi.',
        'Un casque de sécurité.',
        'Son contrat de travail.',
      ],
    },
    // B1
    {
      a: "Vous venez d'arriver au Québec et vous cherchez un emploi ? Le Carrefour jeunesse-emploi de votre quartier vous propose des ateliers gratuits : rédaction d'un CV adapté au marché québécois, préparation aux entrevues et découverte des secteurs qui recrutent. L'inscription est obligatoire et les places sont limitées.",
      q: "Quel est l'objectif de ces ateliers ?",
      c: [
        'Aider les nouveaux arrivants à trouver un emploi.',
        'Enseigner le français aux nouveaux arrivants.',
        'Recruter des employés pour une entreprise.',
        'Aider les jeunes à choisir leurs études.',
      ],
    },
    {
      a: [
        ['f', "Bonjour, j'ai mal à la gorge depuis trois jours et je tousse beaucoup la nuit."],
        ['m', 'Vous avez de la fièvre ?'],
        ['f', 'Non, pas du tout.'],
        [
          'm',
          'Alors je vous conseille ce sirop, trois fois par jour. Si ça ne va pas mieux dans cinq jours, consultez un médecin.',
        ],
      ],
      q: 'Que conseille le pharmacien ?',
      c: [
        'Prendre un sirop et voir un médecin si les symptômes continuent.',
        'Aller immédiatement aux urgences.',
        'Prendre des antibiotiques pendant cinq jours.',
        "Rester au lit jusqu'à ce que la fièvre baisse.",
      ],
    },
    {
      a: [
        ['m', 'Alors, ce nouveau travail ?'],
        [
          'f',
          "Franchement, l'équipe est super et le salaire est meilleur qu'avant. Le seul problème, c'est le trajet : une heure et quart en autobus, matin et soir.",
        ],
        ['m', 'Tu pourrais demander à faire du télétravail ?'],
        ['f', "C'est prévu après la période d'essai, dans trois mois."],
      ],
      q: "Qu'est-ce qui dérange la femme dans son nouveau travail ?",
      c: ['Le temps de transport.', 'Ses collègues.', 'Son salaire.', 'Ses horaires de travail.'],
    },
    {
      a: "La Ville de Gatineau rappelle que la collecte des résidus verts aura lieu tous les lundis du mois d'octobre. Les feuilles mortes doivent être déposées dans des sacs en papier. Les sacs de plastique ne seront pas ramassés.",
      q: 'Que précise la Ville au sujet des feuilles mortes ?',
      c: [
        'Elles doivent être mises dans des sacs en papier.',
        "Elles peuvent être mises dans n'importe quel sac.",
        "Elles doivent être apportées à l'écocentre.",
        'Elles sont ramassées tous les jours en octobre.',
      ],
    },
    {
      a: [
        ['m', "Je voudrais ouvrir un compte, mais je n'ai pas encore de numéro d'assurance sociale."],
        [
          'f',
          "Ce n'est pas un problème pour un compte chèques. Il me faut seulement deux pièces d'identité, par exemple votre passeport et votre confirmation de résidence permanente.",
        ],
      ],
      q: 'Que faut-il pour ouvrir le compte ?',
      c: [
        "Deux pièces d'identité.",
        "Un numéro d'assurance sociale.",
        "Une preuve d'emploi.",
        'Un dépôt minimum de cent dollars.',
      ],
    },
    {
      a: [
        ['f', "Bonjour, je vous appelle au sujet de l'inscription de ma fille à la garderie."],
        [
          'm',
          "Oui, madame. Malheureusement, nous n'avons plus de place pour septembre. Je peux l'inscrire sur la liste d'attente. En général, il faut compter six à huit mois.",
        ],
        ['f', "Bon... Inscrivez-la quand même, s'il vous plaît."],
      ],
      q: 'Quelle est la situation ?',
      c: [
        "La garderie est complète et l'enfant sera sur une liste d'attente.",
        "L'enfant pourra commencer en septembre.",
        "La mère refuse la liste d'attente.",
        'La garderie ferme dans six mois.',
      ],
    },
    {
      a: [
        ['m', 'Vous avez ouvert une épicerie zéro déchet il y a deux ans. Comment ça marche ?'],
        [
          'f',
          "Les clients apportent leurs propres contenants : pots, sacs en tissu, bouteilles. On les pèse à l'entrée, puis ils les remplissent avec les produits en vrac. Au début, les gens étaient curieux. Aujourd'hui, nous avons une clientèle fidèle.",
        ],
      ],
      q: "Comment fonctionne l'épicerie ?",
      c: [
        'Les clients viennent avec leurs propres contenants.',
        'Les produits sont livrés à domicile.',
        'Les clients paient un abonnement mensuel.',
        'Les produits sont vendus dans des emballages recyclés.',
      ],
    },
    {
      a: "Bibliothèque municipale, bonjour. Nos horaires changent pour l'été : du 24 juin au 2 septembre, nous serons ouverts du mardi au samedi, de 10 heures à 18 heures. Le prêt de livres numériques reste disponible jour et nuit sur notre site.",
      q: "Qu'est-ce qui ne change pas pendant l'été ?",
      c: [
        'Le prêt de livres numériques.',
        "Les heures d'ouverture du lundi.",
        "L'ouverture le dimanche.",
        'Les horaires du samedi soir.',
      ],
    },
    {
      a: [
        ['f', "Tu as vu le courriel de la direction ? La réunion d'équipe passe du lundi au mercredi."],
        ['m', 'Ça tombe mal : le mercredi, je finis à quinze heures pour aller chercher mon fils.'],
        ['f', "Parles-en à Sophie. Elle peut sûrement t'envoyer le compte rendu."],
      ],
      q: 'Que propose la femme ?',
      c: [
        'Demander le compte rendu de la réunion à une collègue.',
        'Changer de jour de travail.',
        'Emmener son fils à la réunion.',
        "Demander à la direction d'annuler la réunion.",
      ],
    },
    // B2
    {
      a: "Selon une enquête publiée ce matin, près d'un locataire montréalais sur trois consacre plus de trente pour cent de son revenu au logement. Les associations de locataires réclament la construction de logements sociaux, tandis que les propriétaires soulignent la hausse de leurs propres coûts : taxes, assurances et travaux d'entretien.",
      q: 'Quelle est la position des propriétaires ?',
      c: [
        "Ils mettent en avant l'augmentation de leurs dépenses.",
        'Ils demandent plus de logements sociaux.',
        "Ils contestent les résultats de l'enquête.",
        'Ils proposent de baisser les loyers.',
      ],
    },
    {
      a: [
        [
          'm',
          'Docteure Bernier, on parle beaucoup du manque de médecins de famille. Quelle est la solution ?',
        ],
        [
          'f',
          "Il n'y a pas de solution unique. Former plus de médecins prend au moins dix ans. À court terme, il faut surtout mieux utiliser les infirmières praticiennes et les pharmaciens, qui peuvent déjà prendre en charge beaucoup de problèmes courants.",
        ],
      ],
      q: 'Selon la docteure Bernier, que faut-il faire rapidement ?',
      c: [
        "Confier davantage de soins à d'autres professionnels de la santé.",
        'Former deux fois plus de médecins.',
        "Faire venir des médecins de l'étranger.",
        'Réduire le nombre de consultations.',
      ],
    },
    {
      a: [
        [
          'f',
          "J'hésite à accepter ce poste à Rimouski. Le salaire est intéressant, mais je ne connais personne là-bas.",
        ],
        [
          'm',
          "Tu sais, dans les petites villes, c'est souvent plus facile de rencontrer du monde. Et avec le prix des loyers ici, tu vas économiser beaucoup.",
        ],
        [
          'f',
          "C'est vrai... mais l'hiver est long, et il n'y a pas de vol direct pour aller voir ma famille.",
        ],
      ],
      q: "Quelle est l'attitude de la femme ?",
      c: [
        'Elle est partagée entre avantages et inconvénients.',
        'Elle est décidée à refuser le poste.',
        "Elle est enthousiaste à l'idée de partir.",
        "Elle reproche à l'homme de ne pas la soutenir.",
      ],
    },
    {
      a: 'Le covoiturage a longtemps été vu comme une solution de dépannage. Pourtant, dans les régions où le transport collectif est rare, il devient une véritable habitude. Des applications mettent en relation conducteurs et passagers, et certaines municipalités offrent même des stationnements réservés aux covoitureurs près des autoroutes.',
      q: "Qu'affirme la chronique au sujet du covoiturage ?",
      c: [
        'Il devient une pratique régulière là où les transports en commun manquent.',
        "Il reste une solution d'urgence peu utilisée.",
        'Il est interdit près des autoroutes.',
        "Il est réservé aux utilisateurs d'applications payantes.",
      ],
    },
    {
      a: [
        ['m', "Pourquoi avoir installé votre atelier de vélos en région plutôt qu'à Montréal ?"],
        [
          'f',
          "D'abord pour les coûts : le loyer est quatre fois moins cher. Ensuite, grâce au télétravail, je recrute des designers qui habitent partout au Québec. Et nos clients achètent en ligne : l'emplacement de l'atelier ne change rien pour eux.",
        ],
      ],
      q: "Pourquoi l'emplacement de l'atelier n'est-il pas un problème pour les clients ?",
      c: [
        "Parce qu'ils commandent sur Internet.",
        "Parce qu'ils habitent tous en région.",
        "Parce que l'atelier livre gratuitement à Montréal.",
        'Parce que les designers se déplacent chez eux.',
      ],
    },
    {
      a: "Le gouvernement annonce un nouveau programme d'aide à la rénovation écoénergétique. Les propriétaires qui remplacent leur chauffage au mazout par une thermopompe pourront recevoir jusqu'à dix mille dollars. Les demandes devront toutefois être déposées avant le début des travaux.",
      q: 'Quelle condition le programme impose-t-il ?',
      c: [
        'La demande doit être faite avant les travaux.',
        'Les travaux doivent coûter plus de dix mille dollars.',
        'Le logement doit être neuf.',
        'Le propriétaire doit garder son chauffage au mazout.',
      ],
    },
    {
      a: [
        [
          'f',
          "Votre fils participe très bien à l'oral, mais ses travaux écrits sont souvent remis en retard.",
        ],
        ['m', "Il dit qu'il n'a pas le temps, avec le hockey..."],
        [
          'f',
          "Je comprends, mais il faudrait l'aider à s'organiser. Un agenda, par exemple, avec les dates de remise. Je peux vous envoyer le calendrier des travaux de l'étape.",
        ],
      ],
      q: "Que propose l'enseignante ?",
      c: [
        "Aider l'élève à planifier ses travaux.",
        "Retirer l'élève de l'équipe de hockey.",
        'Donner moins de travaux écrits.',
        "Inscrire l'élève à des cours de rattrapage.",
      ],
    },
    {
      a: "Ce roman est le premier d'une autrice acadienne de vingt-six ans. On y suit trois générations de femmes d'un village de pêcheurs du Nouveau-Brunswick. L'écriture est simple, parfois trop, et certains chapitres s'étirent. Mais les dialogues, écrits dans le français de la région, sonnent si juste qu'on lui pardonne ces faiblesses.",
      q: "Quel est l'avis du chroniqueur sur ce roman ?",
      c: [
        'Il est globalement positif malgré quelques défauts.',
        'Il est très négatif à cause du style.',
        'Il est enthousiaste, sans aucune réserve.',
        'Il juge les dialogues difficiles à comprendre.',
      ],
    },
    {
      a: [
        [
          'm',
          'Votre organisme aide les nouveaux arrivants à faire reconnaître leurs diplômes. Où se trouve la principale difficulté ?',
        ],
        [
          'f',
          "Dans les professions réglementées : infirmières, ingénieurs, enseignants. Chaque ordre professionnel a ses propres exigences. Beaucoup de gens découvrent une fois arrivés qu'ils doivent refaire des stages ou des examens, parfois pendant deux ou trois ans.",
        ],
      ],
      q: 'Quel problème la femme décrit-elle ?',
      c: [
        "Les exigences des ordres professionnels retardent l'accès à l'emploi.",
        'Les diplômes étrangers ne sont jamais reconnus.',
        'Les nouveaux arrivants refusent de faire des stages.',
        'Les employeurs ne recrutent que des ingénieurs.',
      ],
    },
    {
      a: [
        [
          'f',
          "Interdire les téléphones cellulaires en classe, c'est une bonne décision : les élèves sont moins distraits.",
        ],
        [
          'm',
          "Peut-être, mais on ne leur apprend pas à s'en servir intelligemment. Ils en auront besoin toute leur vie.",
        ],
        ['f', "L'école peut enseigner le numérique sans que chacun ait son téléphone sur son pupitre."],
      ],
      q: "Quel argument l'homme avance-t-il ?",
      c: [
        "L'école devrait apprendre aux élèves à bien utiliser le téléphone.",
        'Les téléphones améliorent les résultats scolaires.',
        'Les parents doivent pouvoir joindre leurs enfants.',
        "L'interdiction est impossible à faire respecter.",
      ],
    },
    // C1
    {
      a: "On présente souvent la pénurie de main-d'œuvre comme une fatalité démographique. C'est en partie vrai : les baby-boomers partent à la retraite plus vite que les jeunes n'arrivent sur le marché du travail. Mais réduire le problème à l'âge de la population, c'est oublier que certains secteurs peinent à recruter parce qu'ils offrent des horaires imprévisibles et des salaires peu attrayants. Autrement dit, la pénurie est aussi, parfois, une pénurie de bonnes conditions.",
      q: 'Quelle idée le chroniqueur défend-il ?',
      c: [
        "La pénurie s'explique aussi par les conditions de travail offertes.",
        'La pénurie est uniquement due au vieillissement de la population.',
        'Les jeunes refusent de travailler dans certains secteurs.',
        'Les baby-boomers devraient retarder leur départ à la retraite.',
      ],
    },
    {
      a: [
        ['m', "Vous défendez la ville du quart d'heure. De quoi s'agit-il exactement ?"],
        [
          'f',
          "L'idée est que chacun puisse accéder à pied ou à vélo, en moins de quinze minutes, à l'essentiel : école, épicerie, soins, espaces verts. Ce n'est pas une utopie : la plupart des quartiers étaient conçus ainsi avant l'automobile. Le défi, aujourd'hui, c'est d'y parvenir sans faire grimper les loyers, car un quartier devenu agréable attire des ménages plus aisés.",
        ],
      ],
      q: "Quel risque l'urbaniste signale-t-elle ?",
      c: [
        "L'amélioration du quartier pourrait en chasser les ménages modestes.",
        'Les habitants pourraient refuser de se déplacer à pied.',
        'Les commerces de proximité pourraient disparaître.',
        'Le projet pourrait augmenter la circulation automobile.',
      ],
    },
    {
      a: "Une étude menée auprès de deux mille adolescents conclut que ceux qui dorment moins de sept heures obtiennent de moins bons résultats scolaires. Faut-il pour autant en déduire que le manque de sommeil fait baisser les notes ? Les chercheurs restent prudents : les élèves qui dorment peu sont aussi, plus souvent, ceux qui travaillent le soir ou qui vivent dans des logements surpeuplés. Corrélation n'est pas causalité.",
      q: 'Pourquoi les chercheurs restent-ils prudents ?',
      c: [
        "D'autres facteurs pourraient expliquer le lien observé.",
        "L'échantillon de l'étude est trop petit.",
        'Les adolescents ont mal déclaré leurs heures de sommeil.',
        'Les résultats contredisent des études précédentes.',
      ],
    },
    {
      a: [
        ['m', 'On entend dire que le français recule à Montréal. Est-ce exagéré ?'],
        [
          'f',
          "Tout dépend de l'indicateur choisi. Si l'on regarde la langue parlée à la maison, le français recule, c'est vrai, mais c'est surtout un effet de l'immigration récente. Si l'on regarde la langue utilisée au travail ou dans l'espace public, la situation est plus nuancée. Le vrai enjeu, à mon avis, c'est la capacité de l'école et des entreprises à faire du français la langue commune.",
        ],
      ],
      q: 'Quelle est la position de la spécialiste ?',
      c: [
        'Le diagnostic varie selon les indicateurs utilisés.',
        'Le français ne recule pas du tout à Montréal.',
        "L'immigration menace directement le français au travail.",
        'Les entreprises ont déjà réglé le problème.',
      ],
    },
    {
      a: "Planter des arbres est devenu le geste écologique par excellence. Les entreprises promettent des millions d'arbres pour compenser leurs émissions. Mais un arbre met des décennies à absorber le carbone qu'on lui attribue, et encore faut-il qu'il survive aux sécheresses, aux insectes et aux incendies. Compenser aujourd'hui une pollution bien réelle par une absorption hypothétique demain, c'est un pari bien plus qu'une solution.",
      q: 'Que reproche le chroniqueur aux programmes de plantation ?',
      c: [
        'Ils reposent sur des bénéfices incertains et lointains.',
        'Ils coûtent beaucoup trop cher aux entreprises.',
        'Ils détruisent des forêts existantes.',
        "Ils ne plantent pas assez d'arbres.",
      ],
    },
    {
      a: [
        ['m', 'La traduction automatique progresse très vite. Votre métier est-il menacé ?'],
        [
          'f',
          "Il se transforme. Pour un manuel d'utilisation, la machine fait un premier jet honorable, et mon travail consiste à le réviser. Mais dès qu'un texte joue sur l'implicite, l'humour ou les références culturelles, la machine produit quelque chose de correct en apparence et de faux en profondeur. Et c'est précisément ce type d'erreur, invisible pour un non-spécialiste, qui coûte cher.",
        ],
      ],
      q: 'Selon la traductrice, quel est le principal danger de la traduction automatique ?',
      c: [
        'Des erreurs de sens difficiles à repérer.',
        'Des fautes de grammaire nombreuses.',
        'La lenteur du traitement des textes longs.',
        'Le coût élevé des logiciels.',
      ],
    },
    // C2
    {
      a: "Il est de bon ton de célébrer l'échec : les conférences inspirantes répètent que l'échec est formateur et que chaque chute prépare un rebond. Le discours n'est pas faux, mais il est confortable pour ceux qui ont les moyens d'échouer. Quand une faillite signifie la perte de son logement, la leçon se fait plus amère. Valoriser l'échec sans parler du filet de sécurité qui permet de s'en relever, c'est confondre le courage et le privilège.",
      q: 'Quelle critique la chronique formule-t-elle ?',
      c: [
        "L'éloge de l'échec ignore les inégalités face au risque.",
        "L'échec n'apporte jamais aucun enseignement.",
        'Les conférenciers mentent sur leurs propres échecs.',
        'Il faudrait interdire les faillites personnelles.',
      ],
    },
    {
      a: [
        ['m', 'Vous écrivez que notre rapport au temps libre a changé. En quoi ?'],
        [
          'f',
          "Le loisir est devenu un prolongement de la performance. On ne se promène plus, on compte ses pas ; on ne lit plus, on atteint un objectif de lectures annuelles. Le temps libre, qui devait nous soustraire à la logique de la productivité, en a épousé les codes. Ce n'est pas le repos qui a disparu, c'est la possibilité d'un temps qui ne soit mesuré par rien.",
        ],
      ],
      q: 'Quelle est la thèse de la philosophe ?',
      c: [
        'Les loisirs sont désormais soumis à une logique de rendement.',
        "Les gens ont moins de temps libre qu'autrefois.",
        'Les objets connectés améliorent la qualité du repos.',
        'La lecture a disparu des loisirs modernes.',
      ],
    },
    {
      a: "Faut-il restaurer à l'identique les églises désaffectées, ou les convertir en bibliothèques, en salles de spectacle, voire en logements ? Les défenseurs du patrimoine craignent qu'on efface la mémoire des lieux. Les partisans de la reconversion répondent qu'un bâtiment vide, même restauré, est un patrimoine qui se meurt, et qu'une église devenue bibliothèque reste, à sa manière, un lieu de rassemblement. L'argument est habile : il présente la transformation non comme une rupture, mais comme une continuité.",
      q: "Comment le chroniqueur qualifie-t-il l'argument des partisans de la reconversion ?",
      c: [
        'Il le juge habile, car il présente le changement comme une continuité.',
        'Il le juge naïf, car il oublie le coût des travaux.',
        'Il le trouve choquant pour les croyants.',
        'Il le considère comme contraire à la loi.',
      ],
    },
    {
      a: [
        [
          'm',
          "On reproche aux algorithmes des plateformes de nous enfermer dans des bulles. Vous n'êtes pas convaincue ?",
        ],
        [
          'f',
          "Je trouve l'explication trop commode. Elle suppose qu'avant les algorithmes, nous lisions volontiers des opinions contraires aux nôtres. Or on choisissait déjà son journal, ses amis, son quartier. Les algorithmes amplifient une tendance qui nous appartient ; les accuser de tout, c'est s'épargner un examen de nos propres habitudes.",
        ],
      ],
      q: "Que reproche la femme à l'explication des « bulles » ?",
      c: [
        "Elle dispense chacun de s'interroger sur ses propres choix.",
        "Elle exagère le nombre d'utilisateurs des plateformes.",
        'Elle a été inventée par les journaux traditionnels.',
        'Elle repose sur une mauvaise compréhension technique des algorithmes.',
      ],
    },
  ],
};
