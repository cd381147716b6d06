import { isPreviewing, previewPageDataUrl, withPreview } from './preview-mode';

const doc = (cookie: string) => ({ cookie });

describe('preview mode', () => {
  it('is on only with the server’s marker cookie set to 1', () => {
    expect(isPreviewing(doc('a=1; site-preview=1; b=2'))).toBe(true);
    expect(isPreviewing(doc('site-preview=1'))).toBe(true);
    expect(isPreviewing(doc(''))).toBe(false);
    expect(isPreviewing(doc('site-preview='))).toBe(false);
    expect(isPreviewing(doc('my-site-preview=1; site-preview-x=1'))).toBe(false);
    expect(isPreviewing(undefined)).toBe(false);
  });

  it('asks the server for a page’s preview data by its decoded path', () => {
    expect(previewPageDataUrl('/')).toBe('/preview/page-data?path=%2F');
    expect(previewPageDataUrl('/read/martin-luther/')).toBe(
      '/preview/page-data?path=%2Fread%2Fmartin-luther',
    );
    expect(previewPageDataUrl('/read/caf%C3%A9?x=1')).toBe(
      '/preview/page-data?path=%2Fread%2Fcaf%C3%A9',
    );
  });

  it('points the page-data loader at the preview only while previewing', () => {
    const options = { buildHash: 'b' };
    expect(withPreview(options, doc(''))).toBe(options);
    const previewing = withPreview(options, doc('site-preview=1'));
    expect(previewing.buildHash).toBe('b');
    expect(previewing.url?.('/team/')).toBe('/preview/page-data?path=%2Fteam');
  });
});
