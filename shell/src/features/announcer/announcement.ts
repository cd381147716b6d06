/**
 * What the announcer reads after a page change (spec §2): "Navigated to " and the
 * page's first h1, or the document title when the page has no h1.
 */
export function announcementText(root: ParentNode, documentTitle: string): string {
  const heading = root.querySelector('h1')?.textContent?.replace(/\s+/g, ' ').trim();
  return `Navigated to ${heading || documentTitle.trim()}`;
}
