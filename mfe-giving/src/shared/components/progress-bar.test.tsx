import { renderToString } from 'react-dom/server';
import { ProgressBar } from './progress-bar';

const html = (figures: Parameters<typeof ProgressBar>[0]['figures']) =>
  renderToString(<ProgressBar figures={figures} />).replace(/<!-- -->/g, '');

describe('ProgressBar', () => {
  it('is a native progress bar named by its sentence', () => {
    const out = html({ raised: 2548.4, goal: 6000, currency: 'GBP', partial: false });
    const label = /<p id="([^"]+)"/.exec(out)?.[1] ?? '';
    expect(out).toContain(
      `<progress id="${label.replace('-label', '-bar')}" max="100" value="42" aria-labelledby="${label}">`,
    );
    expect(out).toContain(
      '<strong>£2,548</strong> raised of £6,000<span class="giving-progress-percent"> (42%)</span>',
    );
  });

  it('stops at 100% when a goal is passed', () => {
    expect(html({ raised: 130, goal: 100, currency: 'EUR', partial: false })).toContain(
      'value="100"',
    );
  });

  it('shows only the amount raised without a goal, and says when gifts are missing', () => {
    const out = html({ raised: 10, goal: 0, currency: 'USD', partial: true });
    expect(out).not.toContain('<progress');
    expect(out).toContain('<strong>US$10</strong> raised');
    expect(out).toContain('some recent gifts are not counted yet');
  });
});
