import type * as prismic from '@prismicio/client';
import type { RichTextField } from '@prismicio/client';
import { reshapeTeamMember, sortTeam, type ImageRef, type TeamMember } from '@site/content';
import type { GeneratedPage } from '@site/contracts/generator';
import { cardOf, page, type Catalog } from '../../../shared/api/catalog';

export interface AboutData {
  title: string;
  intro: RichTextField;
  headline: string;
  subtitle: string;
  description: RichTextField;
  header: ImageRef | null;
  blocks: { text: RichTextField; image: ImageRef | null }[];
  gallery: ImageRef[];
  videos: string[];
  mission: { title: string; statement: RichTextField } | null;
}
export interface TeamData {
  members: TeamMember[];
}
export interface TestimonialsData {
  items: {
    id: string;
    name: string;
    quote: RichTextField;
    position: string | null;
    address: string | null;
    image: ImageRef | null;
    videoUrl: string | null;
  }[];
}
export interface FaqData {
  items: { id: string; question: string; answer: RichTextField }[];
}
export interface PressKitData {
  title: string;
  story: RichTextField;
  header: ImageRef | null;
  sections: {
    title: string;
    items: { title: string; image: ImageRef | null; url: string; youtubeId: string | null }[];
    downloadAll: string | null;
  }[];
  mentions: { name: string; logo: ImageRef | null }[];
  stayConnected: RichTextField;
}

type Data = Record<string, unknown>;
const rich = (v: unknown): RichTextField => (Array.isArray(v) ? (v as RichTextField) : []);
const str = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);
const plain = (v: unknown): string =>
  Array.isArray(v) ? v.map((b: { text?: string }) => b.text ?? '').join(' ') : '';
function img(v: unknown): ImageRef | null {
  const i = v as
    { url?: unknown; dimensions?: { width?: number; height?: number }; alt?: unknown } | undefined;
  if (!i || typeof i.url !== 'string' || !i.dimensions?.width || !i.dimensions.height) return null;
  return {
    url: i.url,
    width: i.dimensions.width,
    height: i.dimensions.height,
    alt: typeof i.alt === 'string' ? i.alt : '',
  };
}
const linkUrl = (v: unknown): string | null => {
  const url = (v as { url?: unknown } | undefined)?.url;
  return typeof url === 'string' && /^(https?:\/\/|\/)/.test(url) ? url : null;
};
const single = (catalog: Catalog, type: string): prismic.PrismicDocument | undefined =>
  catalog.ofType(type)[0];

function aboutData(catalog: Catalog): AboutData {
  const about = (single(catalog, 'about')?.data ?? {}) as Data;
  const pageDoc = (single(catalog, 'about_page')?.data ?? {}) as Data;
  const mission = single(catalog, 'mission_statement')?.data as Data | undefined;
  return {
    title: plain(about.title) || 'About us',
    intro: rich(about.description),
    headline: plain(pageDoc.page_title),
    subtitle: plain(pageDoc.page_subtitle),
    description: rich(pageDoc.page_description),
    header: img(pageDoc.header_background_image),
    blocks: [1, 2, 3]
      .map((n) => ({
        text: rich(pageDoc[`description${n}`]),
        image: img(pageDoc[`description_image${n}`]),
      }))
      .filter((b) => b.text.length > 0),
    gallery: (Array.isArray(pageDoc.gallery) ? pageDoc.gallery : [])
      .map((g: { image?: unknown }) => img(g.image))
      .filter((i): i is ImageRef => i !== null),
    videos: (Array.isArray(pageDoc.videos) ? pageDoc.videos : [])
      .map((v: { video_id?: unknown }) => str(v.video_id))
      .filter((v): v is string => v !== null),
    mission: mission ? { title: plain(mission.title), statement: rich(mission.statement) } : null,
  };
}

const PRESS_SECTIONS: [string, string][] = [
  ['business_cards', 'Business cards'],
  ['flyers', 'Flyers'],
  ['trailers', 'Trailers'],
  ['adverts', 'Adverts'],
];

function pressKitData(doc: prismic.PrismicDocument | undefined): PressKitData {
  const d = (doc?.data ?? {}) as Data;
  return {
    title: plain(d.title) || 'Press kit',
    story: rich(d.our_story),
    header: img(d.jumbotron_image),
    sections: PRESS_SECTIONS.map(([key, title]) => ({
      title,
      items: (Array.isArray(d[key]) ? (d[key] as Data[]) : [])
        .map((item) => ({
          title: str(item.title) ?? title,
          image: img(item.image),
          url: linkUrl(item.download_link) ?? '',
          youtubeId: str(item.youtube_id),
        }))
        .filter((item) => item.url),
      downloadAll: linkUrl(d[`${key}_download_all`]),
    })).filter((s) => s.items.length > 0),
    mentions: (Array.isArray(d.mentioned_in) ? (d.mentioned_in as Data[]) : [])
      .map((m) => ({ name: str(m.name) ?? '', logo: img(m.logo) }))
      .filter((m) => m.name),
    stayConnected: rich(d.stay_connected),
  };
}

export function aboutPages(catalog: Catalog): GeneratedPage[] {
  const ids = (type: string) => catalog.ofType(type).map((d) => d.id);
  const members = sortTeam(catalog.ofType('teamMember').map(reshapeTeamMember));
  const testimonials: TestimonialsData = {
    items: catalog.ofType('testimonial').map((doc) => {
      const d = doc.data as Data;
      return {
        id: doc.id,
        name: plain(d.title),
        quote: rich(d.description),
        position: str(d.position),
        address: str(d.address),
        image: img(d.featured_image),
        videoUrl: linkUrl(d.testimonials_video_url),
      };
    }),
  };
  const faq: FaqData = {
    items: catalog
      .ofType('faq')
      .map((doc) => ({
        id: doc.id,
        question: cardOf(doc).title,
        answer: rich((doc.data as Data).description),
      }))
      .sort((a, b) => a.question.localeCompare(b.question)),
  };
  const about = aboutData(catalog);
  return [
    page(
      '/about',
      'about',
      { title: about.title, description: plain(about.intro) || null, image: about.header },
      about,
      [...ids('about'), ...ids('about_page'), ...ids('mission_statement')],
    ),
    page<TeamData>(
      '/team/',
      'team',
      { title: 'Our team', description: 'The people who make the series.' },
      { members },
      ids('teamMember'),
    ),
    page(
      '/testimonials',
      'testimonials',
      { title: 'Testimonials' },
      testimonials,
      ids('testimonial'),
    ),
    page('/faq', 'faq', { title: 'Frequently asked questions' }, faq, ids('faq')),
    page(
      '/press-kit',
      'pressKit',
      { title: 'Press kit' },
      pressKitData(single(catalog, 'media_kit')),
      ids('media_kit'),
    ),
  ];
}
