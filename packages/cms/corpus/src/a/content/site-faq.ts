/** Questions visitors ask; answers are ours. */
export const FAQS: [uid: string, question: string, answer: string][] = [
  [
    'what-is-this-site',
    'What is this site about?',
    'We tell the story of the church from the Celtic missionaries and the Waldenses through the Reformation and the Adventist pioneers, and back to the Bible story itself, in articles, episodes, podcasts and a timeline.',
  ],
  [
    'who-makes-the-series',
    'Who makes the series?',
    'A small team of historians, writers, film-makers and podcasters, introduced on the team page. Historians and local guides in each country help us on location.',
  ],
  [
    'is-the-content-free',
    'Is the content free to watch and read?',
    'Yes. Articles, episodes, podcasts and the timeline are free. The shop and donations help pay for new seasons.',
  ],
  [
    'how-are-seasons-organised',
    'How are the seasons organised?',
    'Season one covers the Reformation, season two the Great Awakenings and the Adventist pioneers, and season three the Bible story from creation to the seven churches of Revelation.',
  ],
  [
    'can-i-show-episodes-in-church',
    'Can I show an episode in my church or school?',
    'Yes, for non-commercial group viewing. The season DVDs in the shop are convenient where the internet connection is unreliable.',
  ],
  [
    'are-the-dates-accurate',
    'How do you check dates and facts?',
    'Every article is checked against published scholarship and primary sources, which we list under further reading. Where historians disagree, we say so in a footnote.',
  ],
  [
    'how-do-bc-dates-work',
    'How does the timeline show dates before Christ?',
    'Events before Christ are marked BC and counted backwards, so the fall of Jerusalem in 586 BC comes before the return from exile in 538 BC. Approximate dates show the year only.',
  ],
  [
    'where-do-donations-go',
    'Where do donations go?',
    'Donations fund filming, translation and the language projects listed on the giving pages. Each project page shows its goal and how much has been raised.',
  ],
  [
    'can-i-cancel-a-recurring-gift',
    'Can I change or cancel a recurring gift?',
    'Yes, at any time, from the recurring donations page after signing in. Changes take effect from the next payment.',
  ],
  [
    'do-you-ship-internationally',
    'Do you ship shop orders internationally?',
    'Yes. Prices are shown in your currency, and delivery times depend on your region.',
  ],
  [
    'how-do-tours-work',
    'How do the tours work?',
    'Our guided tours visit the places in the series with a historian. Each tour page lists the itinerary, prices, optional pre- and post-extensions and what is included.',
  ],
  [
    'can-i-suggest-a-story',
    'Can I suggest a story for a future episode?',
    'Please do, through the contact page. Many of our blog posts began as a question from a viewer.',
  ],
];
