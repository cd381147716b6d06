import type { Continent } from '../../../../../content/src/continents';

/** Donation projects (amounts in US dollars) and language translation projects. */
export interface ProjectEntry {
  uid: string;
  title: string;
  short: string;
  goal: number;
  raised: number;
  featured?: boolean;
  isDefault?: boolean;
  hidden?: boolean;
  sections: Array<[heading: string, text: string]>;
}

export const PROJECTS: ProjectEntry[] = [
  {
    uid: 'season-4-production',
    title: 'Season 4 Production',
    goal: 750000,
    raised: 318450,
    featured: true,
    isDefault: true,
    short:
      'Help us film the next season of the series on location across Europe and North America.',
    sections: [
      [
        'What we are making',
        'Season four will follow the story of religious liberty from the first colonial charters to the present day. Eight full-length episodes are planned, filmed on location with historians and local guides.',
      ],
      [
        'Where your gift goes',
        'About two thirds of the budget pays for travel, crews and equipment on location. The rest covers research, editing, music and subtitles in several languages.',
      ],
    ],
  },
  {
    uid: 'free-streaming-for-all',
    title: 'Free Streaming for All',
    goal: 120000,
    raised: 87320,
    featured: true,
    short: 'Keep every episode free to watch online, with no paywall and no advertising.',
    sections: [
      [
        'Why it matters',
        'Most of our viewers find the series online. Hosting, bandwidth and captioning all cost money, and we want no one to be turned away because they cannot pay.',
      ],
      [
        'How it works',
        'Gifts to this project cover the yearly cost of video hosting, captioning and the servers that run this site.',
      ],
    ],
  },
  {
    uid: 'translation-and-dubbing',
    title: 'Translation and Dubbing',
    goal: 260000,
    raised: 104900,
    featured: true,
    short:
      'Give viewers around the world the series in their own language, with subtitles and full voice tracks.',
    sections: [
      [
        'The need',
        'Many of our viewers watch in a second language. A dubbed version with local voices reaches families, children and older viewers who do not read subtitles easily.',
      ],
      [
        'What a gift does',
        'Translating and recording one episode in a new language costs a few thousand dollars. See the language projects page for the languages we are working on now.',
      ],
    ],
  },
  {
    uid: 'study-guides-for-schools',
    title: 'Study Guides for Schools',
    goal: 45000,
    raised: 21675,
    short: 'Free printable study guides and lesson plans for teachers and home educators.',
    sections: [
      [
        'For classrooms and homes',
        'Each guide follows one episode with background reading, maps, timelines and discussion questions suitable for teenagers.',
      ],
      [
        'Written with teachers',
        'A small panel of teachers reviews every guide before it is published, so that it works in a real lesson.',
      ],
    ],
  },
  {
    uid: 'heritage-site-filming-fund',
    title: 'Heritage Site Filming Fund',
    goal: 60000,
    raised: 12840,
    short: 'Record high-quality footage of fragile historic sites before they change or close.',
    sections: [
      [
        'Why now',
        'Some of the places in our story are old buildings in poor repair or sites with limited access. Good footage made today will serve teachers and viewers for decades.',
      ],
      [
        'Shared freely',
        'Footage gathered by this fund is made available to museums and schools for education.',
      ],
    ],
  },
  {
    uid: 'general-ministry-fund',
    title: 'General Ministry Fund',
    goal: 100000,
    raised: 56210,
    short: 'Support the whole ministry wherever the need is greatest.',
    sections: [
      [
        'Flexible support',
        'Gifts to the general fund help us respond quickly, whether that means a new translation, an urgent repair to equipment or an unplanned filming opportunity.',
      ],
    ],
  },
];

export interface LanguageEntry {
  name: string;
  flag: string;
  continent: Continent;
  goal: number;
  short: string;
  upper: string;
  lower: string;
}

const lang = (
  name: string,
  flag: string,
  continent: LanguageEntry['continent'],
  goal: number,
  short: string,
  upper: string,
  lower: string,
): LanguageEntry => ({ name, flag, continent, goal, short, upper, lower });

export const LANGUAGES: LanguageEntry[] = [
  lang(
    'Spanish',
    'MX',
    'North America',
    24000,
    'Full Spanish voice tracks for all three seasons.',
    'Spanish is spoken by more than 480 million people as a first language. Subtitled versions already exist; this project records full voice tracks.',
    'Recording will take place with voice actors from Mexico, and the tracks will be shared with partners across Latin America.',
  ),
  lang(
    'Portuguese',
    'BR',
    'South America',
    22000,
    'Brazilian Portuguese dubbing for seasons one and two.',
    'Brazil has one of the largest audiences for the series outside the English-speaking world, and viewers have asked for dubbed versions.',
    'Season three is already available in Portuguese. This project completes the first two seasons.',
  ),
  lang(
    'French',
    'FR',
    'Europe',
    18000,
    'French voice tracks, starting with the Huguenot and Waldensian episodes.',
    'The Reformation story is deeply rooted in French-speaking lands, from Geneva to the Cévennes.',
    'French versions will also serve viewers in West and Central Africa, Quebec and the Caribbean.',
  ),
  lang(
    'German',
    'DE',
    'Europe',
    16000,
    'German dubbing for the whole of season one.',
    'Germany is where Luther stood at Worms. One season-one episode is already available in German.',
    'The remaining episodes will be recorded with a partner studio near Leipzig and released as they are finished.',
  ),
  lang(
    'Italian',
    'IT',
    'Europe',
    14000,
    'Italian subtitles and voice tracks for the Waldensian story and beyond.',
    'The Waldensian valleys lie in Italy, and the story of the Waldenses is part of Italian history.',
    'We plan to start with the Waldensian episodes and then complete the rest of season one.',
  ),
  lang(
    'Swahili',
    'KE',
    'Africa',
    15000,
    'Swahili versions for viewers across East Africa.',
    'Swahili is spoken by tens of millions of people in Kenya, Tanzania, Uganda and beyond.',
    'Versions will be shared with churches and schools for free community screenings.',
  ),
  lang(
    'Amharic',
    'ET',
    'Africa',
    12000,
    'Amharic subtitles and narration for Ethiopian viewers.',
    'Ethiopia has one of the oldest Christian traditions in the world and a fast-growing audience for the series.',
    'The first step is subtitles for season three, followed by narration.',
  ),
  lang(
    'Hindi',
    'IN',
    'Asia',
    20000,
    'Hindi voice tracks, including the story of William Carey in India.',
    'Hindi is spoken by hundreds of millions of people across northern India.',
    'The season-one missionary episode, which includes Serampore, will be the first released.',
  ),
  lang(
    'Tagalog',
    'PH',
    'Asia',
    11000,
    'Tagalog subtitles and dubbing for the Philippines.',
    'Filipino viewers are among the most active in our online community.',
    'Volunteers have already begun translating the subtitles; this project funds professional review and recording.',
  ),
  lang(
    'Korean',
    'KR',
    'Asia',
    17000,
    'Korean subtitles and voice tracks for all three seasons.',
    'South Korea has a strong tradition of Bible study and church history education.',
    'Korean versions will be offered to theological colleges and churches for teaching.',
  ),
  lang(
    'Russian',
    'RU',
    'Europe',
    15000,
    'Russian subtitles for viewers across Eastern Europe and Central Asia.',
    'Russian is widely understood across a large region, making it an efficient way to reach many viewers.',
    'Subtitles will be produced first, with voice tracks to follow as funding allows.',
  ),
  lang(
    'Tok Pisin',
    'PG',
    'Australia',
    9000,
    'Tok Pisin versions for Papua New Guinea.',
    'Tok Pisin is a lingua franca of Papua New Guinea, on the continent of Australia, where many communities have limited internet access.',
    'The episodes will be distributed on memory cards for community screenings.',
  ),
];
