/** @jest-environment jsdom */
import { announcementText } from './announcement';

describe('announcementText', () => {
  it('reads the first h1 of the page', () => {
    document.body.innerHTML = '<main><h1>  Martin\n Luther </h1><h1>Second</h1></main>';
    expect(announcementText(document, 'Doc title')).toBe('Navigated to Martin Luther');
  });

  it('falls back to the document title without an h1', () => {
    document.body.innerHTML = '<main><h2>Not a page heading</h2></main>';
    expect(announcementText(document, ' Timeline · Faith & Heritage ')).toBe(
      'Navigated to Timeline · Faith & Heritage',
    );
  });

  it('falls back to the title when the h1 is empty', () => {
    document.body.innerHTML = '<main><h1> </h1></main>';
    expect(announcementText(document, 'Shop')).toBe('Navigated to Shop');
  });
});
