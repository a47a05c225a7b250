// TOEFL iBT — échantillon (anglais académique) : une série par compétence.
const ask = 'Examiner’s question';

export default {
  examType: 'toefl',
  lang: 'en',
  audioTitle: 'Recording',
  exams: [
    {
      slug: 'toefl-listening',
      name: 'Listening (compréhension orale)',
      description:
        'Conversations sur le campus et extraits de cours magistraux, en anglais, suivis de questions à choix multiple.',
      skill: 'LISTENING',
      difficulty: 3,
      position: 1,
      exercises: [
        {
          slug: 'toefl-listening-set-1',
          title: 'Listening — Practice Set 1',
          instructions:
            'Listen to each conversation or lecture, then choose the best answer to the question.',
          timeLimit: 600,
          questions: [
            {
              level: 'B1',
              a: [
                ['f', "Hi, I'm calling about my dorm room. The heater hasn't worked since Monday."],
                [
                  'm',
                  "I'm sorry about that. I can send a technician tomorrow morning, between nine and eleven. Will someone be there?",
                ],
                ['f', 'I have class at ten, but my roommate can let them in.'],
              ],
              q: "What is the student's problem?",
              c: [
                'The heater in her room is broken.',
                'She missed her class on Monday.',
                'Her roommate is moving out.',
                'She lost the key to her room.',
              ],
            },
            {
              level: 'B1',
              a: [
                [
                  'm',
                  "Professor Lee, could I get an extension on the research paper? I've had the flu all week.",
                ],
                [
                  'f',
                  "I'm sorry to hear that. You can have until next Friday, but please send me a short outline by Monday so I can see where you're heading.",
                ],
              ],
              q: 'What does the professor ask the student to do?',
              c: [
                'Send an outline by Monday.',
                'Submit the paper tomorrow.',
                'Bring a note from a doctor.',
                'Choose a different topic.',
              ],
            },
            {
              level: 'B2',
              a: "Today we're looking at why some desert plants open their pores only at night. During the day, the heat would make them lose too much water. So they take in carbon dioxide at night, store it, and use it for photosynthesis the next day, when sunlight is available. This strategy saves water, but it slows their growth considerably.",
              q: 'According to the professor, what is the main disadvantage of this strategy?',
              c: [
                'The plants grow more slowly.',
                'The plants lose more water.',
                'The plants cannot use sunlight.',
                'The plants need more carbon dioxide.',
              ],
            },
            {
              level: 'B2',
              a: 'The spacing effect is one of the most robust findings in memory research. If you study material in several short sessions spread over a few days, you will remember it far longer than if you study for the same total time in one long session. Students rarely use it, though, because cramming feels more productive in the moment.',
              q: 'Why, according to the lecturer, do students rarely use spaced study?',
              c: [
                'Cramming gives a stronger feeling of progress.',
                'Spaced study requires more total time.',
                'Spaced study only works for languages.',
                'Teachers discourage spaced study.',
              ],
            },
            {
              level: 'C1',
              a: 'Many people assume that the printing press immediately made books cheap and common. In fact, for several decades, printed books imitated handwritten manuscripts, and they remained expensive. What really changed was the speed at which identical copies could circulate, which allowed scholars in different cities to discuss exactly the same text.',
              q: "What is the professor's main point?",
              c: [
                'The key effect of printing was the circulation of identical texts.',
                'Printing made books cheap right away.',
                'Printed books were of lower quality than manuscripts.',
                'Scholars refused to use printed books.',
              ],
            },
          ],
        },
      ],
    },
    {
      slug: 'toefl-reading',
      name: 'Reading (compréhension écrite)',
      description:
        'Textes universitaires en anglais (sciences, histoire, société) avec questions de compréhension et de vocabulaire.',
      skill: 'READING',
      difficulty: 3,
      position: 2,
      exercises: [
        {
          slug: 'toefl-reading-set-1',
          title: 'Reading — Practice Set 1',
          instructions: 'Read each passage and answer the questions. Choose the best answer.',
          timeLimit: 900,
          questions: [
            {
              level: 'B1',
              doc: CORAL(),
              q: 'According to the passage, what do the algae provide to corals?',
              c: [
                'Food produced through photosynthesis.',
                'Protection from predators.',
                'Shelter and nutrients.',
                'Cooler water temperatures.',
              ],
            },
            {
              level: 'B2',
              doc: CORAL(),
              q: 'The word “expel” in the passage is closest in meaning to:',
              c: ['push out', 'absorb', 'protect', 'feed'],
            },
            {
              level: 'B2',
              doc: CORAL(),
              q: 'What can be inferred about bleached corals?',
              c: [
                'They can recover if conditions improve.',
                'They are already dead.',
                'They no longer need algae.',
                'They cover most of the ocean floor.',
              ],
            },
            {
              level: 'B1',
              doc: HEAT(),
              q: 'Why do cities stay warm at night?',
              c: [
                'Dark surfaces release heat absorbed during the day.',
                'More people are outside at night.',
                'Trees produce heat at night.',
                'White roofs trap warm air.',
              ],
            },
            {
              level: 'C1',
              doc: HEAT(),
              q: 'What point do critics make about measures against urban heat?',
              c: [
                'Several strategies must be combined to be effective.',
                'White roofs make cities warmer.',
                'Trees are too expensive to plant.',
                'Heat islands do not exist in small cities.',
              ],
            },
          ],
        },
      ],
    },
    {
      slug: 'toefl-writing',
      name: 'Writing (expression écrite)',
      description: 'Contribution à une discussion académique et essai argumenté, en anglais.',
      skill: 'WRITING',
      difficulty: 4,
      position: 3,
      exercises: [
        {
          slug: 'toefl-writing-set-1',
          title: 'Writing — Practice Set 1',
          instructions: 'Complete both tasks. Respect the suggested number of words.',
          timeLimit: 1800,
          tasks: [
            {
              type: 'essay',
              level: 'B2',
              titre: 'Academic discussion',
              sujet:
                'Your professor is teaching a class on education. Write a post that answers the question: “Should universities require all students to take at least one course in computer programming?” Give your opinion, support it, and respond to at least one of your classmates.',
              documents: [
                {
                  titre: 'Claire',
                  texte:
                    'Yes. Every field now uses software, and a basic course teaches logical thinking that is useful for everyone, even in the humanities.',
                },
                {
                  titre: 'Ahmed',
                  texte:
                    'No. Students already have too many required courses. It would be better to offer programming as an option for those who really need it.',
                },
              ],
              min: 100,
              max: 150,
            },
            {
              type: 'essay',
              level: 'C1',
              titre: 'Independent essay',
              sujet:
                'Do you agree or disagree with the following statement? “It is better to work in a team than to work alone.” Use specific reasons and examples to support your answer.',
              min: 300,
              max: 350,
            },
          ],
        },
      ],
    },
    {
      slug: 'toefl-speaking',
      name: 'Speaking (expression orale)',
      description: 'Réponses orales courtes et argumentées, en anglais, sur des sujets de la vie étudiante.',
      skill: 'SPEAKING',
      difficulty: 4,
      position: 4,
      exercises: [
        {
          slug: 'toefl-speaking-set-1',
          title: 'Speaking — Practice Set 1',
          instructions: 'Listen to each question. You have 15 seconds to prepare and 45 seconds to answer.',
          timeLimit: 300,
          tasks: [
            {
              type: 'audio',
              level: 'B1',
              titre: 'A favourite place',
              sujet:
                'Describe a place in your city where you like to spend time, and explain why you like it.',
              prompt: [
                [
                  'f',
                  'Describe a place in your city where you like to spend time, and explain why you like it.',
                ],
              ],
              promptTitle: ask,
              min: 30,
              max: 45,
            },
            {
              type: 'audio',
              level: 'B2',
              titre: 'On campus or off campus',
              sujet:
                'Some students prefer to live on campus, while others prefer to live off campus. Which do you prefer, and why? Use details and examples.',
              prompt: [
                [
                  'm',
                  'Some students prefer to live on campus, while others prefer to live off campus. Which do you prefer, and why?',
                ],
              ],
              promptTitle: ask,
              min: 30,
              max: 45,
            },
          ],
        },
      ],
    },
  ],
};

function CORAL() {
  return 'Coral reefs cover less than one percent of the ocean floor, yet they support roughly a quarter of all marine species. This remarkable diversity depends on a partnership between corals and tiny algae living inside their tissues. The algae provide the coral with food produced through photosynthesis, while the coral offers shelter and nutrients. When water temperatures rise even slightly above normal for several weeks, this partnership breaks down: the corals expel the algae and turn white, a process known as bleaching. Bleached corals are not dead, but they are starving, and if conditions do not improve they may die within months.';
}

function HEAT() {
  return 'Cities are often several degrees warmer than the surrounding countryside, a phenomenon called the urban heat island. Dark surfaces such as asphalt absorb sunlight during the day and release heat at night, while the lack of vegetation reduces cooling through evaporation. Some cities now paint roofs white or plant trees along streets. Critics note, however, that such measures work best when combined, since a single strategy rarely lowers temperatures enough to matter during a heat wave.';
}
