import { SITE_DESCRIPTION } from '@site/contracts/site';
import { composeDocument, headTags, scriptJson } from './html';

const template =
  '<!doctype html><html><head><meta charset="utf-8"/><meta name="description" content="default"/><title>Site</title></head><body><div id="root"></div><script src="/static/main.js"></script></body></html>';

describe('html', () => {
  it('writes title, description, canonical, Open Graph and JSON-LD', () => {
    const head = headTags(
      {
        title: 'Martin Luther',
        description: 'A monk "who" <changed> Europe',
        type: 'article',
        image: { url: '/cms/images/read/luther.svg', alt: 'Luther' },
        jsonLd: [{ '@type': 'Article', headline: 'Martin Luther' }],
      },
      '/read/martin-luther',
      'https://example.org',
    );
    expect(head).toContain('<title>Martin Luther · Faith &amp; Heritage</title>');
    expect(head).toContain('<link rel="canonical" href="https://example.org/read/martin-luther"/>');
    expect(head).toContain(
      '<meta name="description" content="A monk &quot;who&quot; &lt;changed&gt; Europe"/>',
    );
    expect(head).toContain(
      '<meta property="og:image" content="https://example.org/cms/images/read/luther.svg"/>',
    );
    expect(head).toContain('"@context":"https://schema.org","@type":"Article"');
  });

  it('gives a page without a description of its own the site description', () => {
    for (const description of [undefined, null, '']) {
      const head = headTags({ title: 'Watch', description }, '/watch', 'https://example.org');
      expect(head).toContain(`<meta name="description" content="${SITE_DESCRIPTION}"/>`);
      expect(head).toContain(`<meta property="og:description" content="${SITE_DESCRIPTION}"/>`);
    }
  });

  it('replaces the default title and description and fills #root', () => {
    const html = composeDocument(template, {
      head: '<title>New</title>',
      body: '<h1>Hi</h1>',
      data: { a: '</script>' },
    });
    expect(html).not.toContain('<title>Site</title>');
    expect(html).not.toContain('content="default"');
    expect(html).toContain(
      '<div id="root"><h1>Hi</h1></div><script id="__SITE_DATA__" type="application/json">',
    );
    expect(html).not.toContain('"</script>"');
  });

  it("puts a page's island templates after its data, outside #root", () => {
    const html = composeDocument(template, {
      head: '',
      body: '<h1>Hi</h1>',
      after: '<template data-island-template="t"><p>Other</p></template>',
      data: {},
    });
    expect(html).toMatch(
      /<div id="root"><h1>Hi<\/h1><\/div><script id="__SITE_DATA__" type="application\/json">\{\}<\/script><template data-island-template="t"><p>Other<\/p><\/template>/,
    );
  });

  it('writes data given as JSON text as it writes the data itself', () => {
    const data = { a: '</script>', b: ['\u2028', 1, null], c: { d: 'x' } };
    const parts = { head: '<title>New</title>', body: '<h1>Hi</h1>' };
    const fromData = composeDocument(template, { ...parts, data });
    expect(fromData).toContain('\\u003c/script>');
    expect(composeDocument(template, { ...parts, dataJson: JSON.stringify(data) })).toBe(fromData);
  });

  it('escapes JSON so it cannot close its script element', () => {
    expect(scriptJson({ s: '</script><!--' })).toBe('{"s":"\\u003c/script>\\u003c!--"}');
  });
});
