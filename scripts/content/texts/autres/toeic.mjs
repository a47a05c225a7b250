// TOEIC — échantillon (anglais professionnel) : une série par compétence.
const ask = 'Recorded message';
const RENOVATION =
  'To: All staff\nFrom: Facilities\nSubject: Kitchen renovation\n\nThe third-floor kitchen will be closed from March 4 to March 15 while new appliances are installed. During this period, please use the kitchen on the second floor. The coffee machine in the lobby will remain available. We apologize for any inconvenience.';

export default {
  examType: 'toeic',
  lang: 'en',
  audioTitle: 'Recording',
  exams: [
    {
      slug: 'toeic-listening',
      name: 'Listening (compréhension orale)',
      description: 'Questions-réponses, conversations et annonces en contexte professionnel, en anglais.',
      skill: 'LISTENING',
      difficulty: 2,
      position: 1,
      exercises: [
        {
          slug: 'toeic-listening-set-1',
          title: 'Listening — Practice Set 1',
          instructions: 'Listen to each recording and choose the best answer.',
          timeLimit: 600,
          questions: [
            {
              level: 'A2',
              a: [['m', 'Where should I put these boxes of printer paper?']],
              q: 'Choose the best response to the question.',
              c: [
                'In the supply room, next to the copier.',
                'Yes, I printed them this morning.',
                'About twenty dollars a box.',
                "No, he didn't call back.",
              ],
            },
            {
              level: 'B1',
              a: [
                [
                  'f',
                  'Hi Tom, the client from Boston just called. She wants to move tomorrow’s video call to Thursday.',
                ],
                ['m', "Thursday morning is fine for me, but I'm out all afternoon."],
                ['f', "OK, I'll suggest ten o'clock."],
              ],
              q: 'What will the woman probably do next?',
              c: [
                'Propose a new meeting time to the client.',
                'Book a flight to Boston.',
                'Cancel the contract.',
                'Call Tom on Thursday afternoon.',
              ],
            },
            {
              level: 'B1',
              a: 'Attention, all employees. The parking garage will be closed this Saturday for resurfacing. Staff working this weekend may park in the visitor lot on Pine Street at no charge. Please display your employee badge on your dashboard.',
              q: 'What are weekend staff asked to do?',
              c: [
                'Display their badge in their car.',
                'Work from home on Saturday.',
                'Pay for visitor parking.',
                'Take the bus to work.',
              ],
            },
            {
              level: 'B2',
              a: [
                [
                  'g',
                  'Hello, this is Maria Lopez from Greenleaf Catering, returning your call about the retirement party on the fifteenth. We can provide lunch for sixty guests, but our vegetarian menu requires at least one week’s notice. Please confirm the number of vegetarian meals by Monday.',
                ],
              ],
              q: 'What does the caller need by Monday?',
              c: [
                'The number of vegetarian meals.',
                'A deposit for the party.',
                'The address of the venue.',
                "A list of the guests' names.",
              ],
            },
          ],
        },
      ],
    },
    {
      slug: 'toeic-reading',
      name: 'Reading (compréhension écrite)',
      description: 'Phrases à compléter et documents professionnels (courriels, annonces), en anglais.',
      skill: 'READING',
      difficulty: 2,
      position: 2,
      exercises: [
        {
          slug: 'toeic-reading-set-1',
          title: 'Reading — Practice Set 1',
          instructions:
            'Choose the word that best completes each sentence, then read the documents and answer the questions.',
          timeLimit: 900,
          questions: [
            {
              level: 'A2',
              q: 'The quarterly report must be submitted ______ Friday at 5 p.m.',
              c: ['by', 'until', 'since', 'during'],
            },
            {
              level: 'B1',
              q: 'Ms. Chen was promoted because of her ______ handling of the merger.',
              c: ['skillful', 'skill', 'skillfully', 'skills'],
            },
            {
              level: 'B1',
              doc: RENOVATION,
              q: 'What is the purpose of the email?',
              c: [
                'To announce a temporary closure.',
                'To introduce a new coffee machine.',
                'To ask staff to clean the kitchen.',
                'To invite staff to a meeting.',
              ],
            },
            {
              level: 'A2',
              doc: RENOVATION,
              q: 'Where can employees get coffee during the renovation?',
              c: ['In the lobby.', 'On the third floor.', 'At a café next door.', 'In the meeting room.'],
            },
            {
              level: 'B2',
              doc: 'Brightway Office Supplies — Spring Sale!\n20% off all ergonomic chairs until April 30. Free delivery on orders over $300. Business customers who open an account this month receive an additional 5% discount on their first order.',
              q: 'What is offered to new business account holders?',
              c: [
                'An extra discount on their first order.',
                'A free ergonomic chair.',
                'Free delivery on every order.',
                'A gift card worth $300.',
              ],
            },
          ],
        },
      ],
    },
    {
      slug: 'toeic-writing',
      name: 'Writing (expression écrite)',
      description: 'Réponse à un courriel professionnel et texte d’opinion, en anglais.',
      skill: 'WRITING',
      difficulty: 3,
      position: 3,
      exercises: [
        {
          slug: 'toeic-writing-set-1',
          title: 'Writing — Practice Set 1',
          instructions: 'Complete both tasks in English.',
          timeLimit: 1800,
          tasks: [
            {
              type: 'open_text',
              level: 'B1',
              titre: 'Respond to an email',
              sujet:
                'You received this email from a colleague: “Hi, I’m organizing the team lunch next Friday. Could you tell me if you can come, and whether you have any food preferences? Also, do you know a good restaurant near the office?” Write a reply: answer both questions and suggest one restaurant.',
              min: 50,
              max: 120,
            },
            {
              type: 'essay',
              level: 'B2',
              titre: 'Opinion essay',
              sujet:
                'Some companies allow employees to work from home several days a week. What are the advantages and disadvantages of this for the company? Give reasons and examples to support your opinion.',
              min: 300,
              max: 350,
            },
          ],
        },
      ],
    },
    {
      slug: 'toeic-speaking',
      name: 'Speaking (expression orale)',
      description: 'Description, réponse à un client et proposition de solution, en anglais.',
      skill: 'SPEAKING',
      difficulty: 3,
      position: 4,
      exercises: [
        {
          slug: 'toeic-speaking-set-1',
          title: 'Speaking — Practice Set 1',
          instructions: 'Listen to each prompt and record your answer.',
          timeLimit: 600,
          tasks: [
            {
              type: 'audio',
              level: 'B1',
              titre: 'Describe your workday',
              sujet:
                'Describe a typical day at your workplace or school: your schedule, your main tasks and the people you work with.',
              prompt: [['m', 'Please describe a typical day at your workplace or school.']],
              promptTitle: 'Question',
              min: 30,
              max: 60,
            },
            {
              type: 'audio',
              level: 'B2',
              titre: 'Propose a solution',
              sujet:
                'You are the manager of an office supply store. Listen to the customer’s message. In your response, show that you understand the problem and propose a way to solve it.',
              prompt: [
                [
                  'g',
                  "Hello, this is Karen Wu from Dalton Accounting. We ordered twelve office chairs three weeks ago and they still haven't arrived. We have new employees starting on Monday. Please call me back as soon as possible.",
                ],
              ],
              promptTitle: ask,
              min: 45,
              max: 60,
            },
          ],
        },
      ],
    },
  ],
};
