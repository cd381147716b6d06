describe('the shared bus', () => {
  it('is one instance even when the module is loaded twice', async () => {
    const first = (await import('./index')).bus;
    jest.resetModules();
    const second = (await import('./index')).bus;
    expect(second).toBe(first);
  });
});
