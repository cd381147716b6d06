import { svgImage } from '../lib/images';
import { heading, rich } from '../lib/rich';
import { writeDoc } from '../lib/store';
import { teamMember } from '../models/site-models';

type Member = {
  uid: string;
  name: string;
  role: string;
  bio: string[];
  current: string;
  born: string;
  origin: string;
  skills: string[];
  featured: boolean;
};

/** Fictional staff; any likeness to real people is unintended. */
export const TEAM: Member[] = [
  {
    uid: 'hannah-keller',
    name: 'Hannah Keller',
    role: 'Editor-in-chief and historian',
    current: 'United Kingdom',
    born: 'Germany',
    origin: 'Swabian and Scottish',
    featured: true,
    skills: ['Early modern history', 'Editing', 'Latin'],
    bio: [
      'Hannah grew up between Stuttgart and Aberdeen and studied history before spending ten years teaching in secondary schools. She edits every article on the site and keeps a shelf of footnotes that have not yet found a home.',
      'She is happiest in a county record office with a pencil and a box of parish papers.',
    ],
  },
  {
    uid: 'daniel-okafor',
    name: 'Daniel Okafor',
    role: 'Series producer and presenter',
    current: 'United Kingdom',
    born: 'Nigeria',
    origin: 'Igbo',
    featured: true,
    skills: ['Documentary production', 'Presenting', 'Interviewing'],
    bio: [
      'Daniel has produced documentaries for fifteen years and presents the series on location. He believes a good story starts with a place you can stand in and a question you cannot yet answer.',
      'Away from filming he coaches a youth football team and reads biographies of missionaries.',
    ],
  },
  {
    uid: 'marta-bianchi',
    name: 'Marta Bianchi',
    role: 'Researcher, Waldensian and Italian history',
    current: 'Italy',
    born: 'Italy',
    origin: 'Piedmontese',
    featured: true,
    skills: ['Archival research', 'Italian and French', 'Mountain guiding'],
    bio: [
      'Marta was raised in the Pellice valley and knows its footpaths as well as its archives. She researches the Waldensian chapters of the series and leads the valley walks on our tours.',
      'She is writing a guide to the hidden meeting places of the valleys.',
    ],
  },
  {
    uid: 'ewan-macleod',
    name: 'Ewan MacLeod',
    role: 'Writer, Celtic and Scottish church history',
    current: 'United Kingdom',
    born: 'United Kingdom',
    origin: 'Hebridean',
    featured: true,
    skills: ['Writing', 'Gaelic', 'Sea kayaking'],
    bio: [
      'Ewan comes from Lewis and writes about the early church of Ireland and Scotland and about the Scottish Reformation. He has crossed to Iona more times than he can count, twice by kayak.',
      'He also writes the scripts for our Celtic church episodes.',
    ],
  },
  {
    uid: 'ruth-andersson',
    name: 'Ruth Andersson',
    role: 'Bible content editor',
    current: 'Sweden',
    born: 'Sweden',
    origin: 'Swedish and Finnish',
    featured: false,
    skills: ['Biblical languages', 'Curriculum design', 'Editing'],
    bio: [
      'Ruth studied Hebrew and Greek and worked on Bible study materials for churches before joining the team. She edits the season three articles and the discussion questions on the book chapters.',
      'Her favourite book of the Bible changes every year; this year it is Nehemiah.',
    ],
  },
  {
    uid: 'samuel-reyes',
    name: 'Samuel Reyes',
    role: 'Director of photography',
    current: 'United States',
    born: 'Mexico',
    origin: 'Mexican',
    featured: false,
    skills: ['Cinematography', 'Drone operation', 'Colour grading'],
    bio: [
      'Samuel shoots the series and has filmed in twelve countries, from Alpine passes to the streets of Prague. He writes the occasional blog post about what happens behind the camera.',
      'He lives in New England and knows the back roads of the Millerite story.',
    ],
  },
  {
    uid: 'grace-tanaka',
    name: 'Grace Tanaka',
    role: 'Podcast host and producer',
    current: 'Canada',
    born: 'Canada',
    origin: 'Japanese Canadian',
    featured: false,
    skills: ['Audio production', 'Interviewing', 'Music'],
    bio: [
      'Grace hosts the podcast and edits its interviews with historians, pastors and descendants of the people in our stories. She trained as a church musician and still arranges hymns for the soundtrack.',
      'She believes most history is best heard read aloud.',
    ],
  },
  {
    uid: 'jonas-weber',
    name: 'Jonas Weber',
    role: 'Tours and partnerships lead',
    current: 'Switzerland',
    born: 'Germany',
    origin: 'Saxon',
    featured: false,
    skills: ['Tour planning', 'German and French', 'Logistics'],
    bio: [
      'Jonas plans the tours, works with the churches and museums who host us, and writes about the places visitors ask about most. He grew up near Wittenberg and now lives outside Geneva.',
      'He has walked the Reformation Wall at every hour of the day.',
    ],
  },
];

export function writeTeam(): void {
  TEAM.forEach((m, i) => {
    writeDoc(
      teamMember,
      m.uid,
      { date: `2025-08-${String(1 + i).padStart(2, '0')}`, tags: ['team'] },
      {
        name: heading(m.name),
        ministry_role: m.role,
        portrait_photo: svgImage(
          'team',
          m.uid,
          'portrait',
          'portrait',
          m.name,
          `Portrait of ${m.name}`,
          m.role,
        ),
        action_photo: svgImage(
          'team',
          `${m.uid}-action`,
          'photo',
          'woodcut',
          m.name,
          `${m.name} at work`,
          m.role,
        ),
        bio: rich(...m.bio),
        current_country: m.current,
        birth_country: m.born,
        family_origin: m.origin,
        skills: m.skills.map((skill) => ({ skill })),
        featured: m.featured,
        website: { link_type: 'Web', url: `https://example.org/team/${m.uid}` },
        email: `${m.uid.split('-')[0]}@example.org`,
        meta_description: `${m.name}, ${m.role.toLowerCase()}.`,
      },
    );
  });
}
