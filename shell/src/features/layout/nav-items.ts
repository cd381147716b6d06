/** The header's links into every area. Paths are the areas' entry pages. */
export const navItems = [
  { label: 'Home', to: '/' },
  { label: 'Read', to: '/read/' },
  { label: 'Timeline', to: '/timeline' },
  { label: 'Watch', to: '/watch' },
  { label: 'Listen', to: '/podcast' },
  { label: 'Shop', to: '/shop' },
  { label: 'Tours', to: '/tours/upcoming' },
  { label: 'Donate', to: '/donate' },
  { label: 'About', to: '/about' },
] as const;

// The footer also reaches the pages no header link leads to (issue 31).
export const footerItems = [
  { label: 'Our team', to: '/team/' },
  { label: 'People', to: '/people' },
  { label: 'Blog', to: '/read/blog/' },
  { label: 'Religious liberty series', to: '/religious-liberty-series' },
  { label: 'Great Controversy books', to: '/gc-books' },
  { label: 'About the series', to: '/campaign' },
  { label: 'FAQ', to: '/faq' },
  { label: 'Contact', to: '/contact' },
  { label: 'Press kit', to: '/press-kit' },
  { label: 'Testimonials', to: '/testimonials' },
  { label: 'Subscribe', to: '/subscribe' },
] as const;
