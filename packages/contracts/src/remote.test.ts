import { routesModule, type PageModule } from './remote';

const page = (): Promise<PageModule> => Promise.resolve({ default: () => null });

describe('routesModule', () => {
  it('gives every route its page, several paths sharing one id', () => {
    const module = routesModule(
      'media',
      [
        { id: 'media.watch', path: '/watch', title: 'Watch' },
        { id: 'media.item', path: '/watch/a', title: 'A' },
        { id: 'media.item', path: '/watch/b', title: 'B' },
      ],
      { 'media.watch': page, 'media.item': page },
    );
    expect(module.area).toBe('media');
    expect(module.routes.map((r) => [r.path, r.load === page])).toEqual([
      ['/watch', true],
      ['/watch/a', true],
      ['/watch/b', true],
    ]);
  });

  it('refuses a route without a page, naming it', () => {
    expect(() =>
      routesModule('giving', [{ id: 'giving.give', path: '/give', title: 'Give' }], {}),
    ).toThrow('giving: no page for route(s) giving.give');
  });

  it('refuses a page that no route uses (a misspelt id)', () => {
    expect(() =>
      routesModule('tours', [{ id: 'tours.index', path: '/tours', title: 'Tours' }], {
        'tours.index': page,
        'tours.indx': page,
      }),
    ).toThrow('tours: page(s) for no route: tours.indx');
  });

  it('does not take inherited names for pages', () => {
    expect(() => routesModule('content', [{ id: 'toString', path: '/x', title: 'X' }], {})).toThrow(
      'no page for route(s) toString',
    );
  });
});
