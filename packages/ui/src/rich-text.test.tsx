/** @jest-environment jsdom */
import { cleanup, render as mount } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { RichTextField } from '@prismicio/client';
import { headingLevels, RichText } from './rich-text';

const block = (type: string, text: string) => ({ type, text, spans: [] });
const field = (...nodes: ReturnType<typeof block>[]) => nodes as unknown as RichTextField;
const headings = (html: string) =>
  [...html.matchAll(/<(h[1-6])>([^<]*)</g)].map(([, tag, text]) => `${tag} ${text}`);
const render = (f: RichTextField, top?: 2 | 3) => {
  const html = mount(
    <MemoryRouter>
      <RichText field={f} topHeading={top} />
    </MemoryRouter>,
  ).container.innerHTML;
  cleanup();
  return html;
};

describe('RichText headings', () => {
  it('puts the highest heading at the level asked for and closes the gaps the editor left', () => {
    const body = field(
      block('heading3', 'Theses'),
      block('paragraph', 'On 31 October.'),
      block('heading5', 'Wittenberg'),
      block('heading3', 'Legacy'),
    );
    expect(headings(render(body))).toEqual(['h2 Theses', 'h3 Wittenberg', 'h2 Legacy']);
    expect(headings(render(body, 3))).toEqual(['h3 Theses', 'h4 Wittenberg', 'h3 Legacy']);
  });

  it('never writes a second h1, and stops at h6', () => {
    expect(headings(render(field(block('heading1', 'Title'), block('heading2', 'Part'))))).toEqual([
      'h2 Title',
      'h3 Part',
    ]);
    const deep = field(...[1, 2, 3, 4, 5, 6].map((n) => block(`heading${n}`, `L${n}`)));
    expect([...headingLevels(deep, 3).values()]).toEqual([3, 4, 5, 6, 6, 6]);
  });

  it('leaves a field without headings as paragraphs', () => {
    expect(render(field(block('paragraph', 'Plain.')))).toBe('<p>Plain.</p>');
  });
});
