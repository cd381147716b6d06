import {
  canonicalKey,
  canonicalParams,
  renderCostMB,
  SIZE_STEPS,
  snapSize,
} from './canonical-params';
import { ImageParamError, MAX_DIMENSION, MAX_DPR, parseImageParams } from './image-params';

const parse = (query: string) => parseImageParams(new URLSearchParams(query));
const canonical = (query: string, format: 'png' | 'avif' = 'png') =>
  canonicalParams(parse(query), format);
const key = (query: string) => canonicalKey(canonical(query));

describe('caps', () => {
  it('clamps w, h and dpr past their caps instead of rendering them', () => {
    expect(MAX_DIMENSION).toBe(3000);
    expect(MAX_DPR).toBe(3);
    expect(parse('w=99999&h=4001&dpr=5')).toMatchObject({ width: 3000, height: 3000, dpr: 3 });
  });

  it('keeps the effective output (w×dpr, h×dpr) within 3000 px, shrinking both sides alike', () => {
    expect(canonical('w=4000&h=4000&dpr=5&fit=scale')).toMatchObject({ width: 3000, height: 3000 });
    // 2000×3 = 6000 and 1000×3 = 3000 halve together, keeping the 2:1 crop.
    expect(canonical('w=2000&h=1000&dpr=3&fit=crop')).toMatchObject({ width: 3000, height: 1500 });
  });

  it.each(['w=0', 'w=-5', 'w=12.5', 'h=abc', 'dpr=0.5', 'dpr=2x', 'q=0', 'q=101'])(
    'still refuses the malformed %s',
    (query) => expect(() => parse(query)).toThrow(ImageParamError),
  );
});

describe('snapping', () => {
  it('is a short ladder, about 8% apart (at most 12% where a site size took a step), ending at the cap', () => {
    expect(SIZE_STEPS.length).toBeLessThan(80);
    expect(SIZE_STEPS.at(-1)).toBe(MAX_DIMENSION);
    // (Below 64 px, rounding to even pixels makes the gaps a little wider; nobody asks for those.)
    const gaps = SIZE_STEPS.slice(1).map((step, i) => [SIZE_STEPS[i] ?? 0, step] as const);
    for (const [below, step] of gaps) if (below >= 64) expect(step / below).toBeLessThan(1.12);
  });

  it("keeps the sizes the site's own pages ask for exact", () => {
    for (const w of [
      96, 160, 320, 360, 400, 480, 512, 640, 800, 960, 1000, 1050, 1200, 1240, 1280, 1600, 1920,
    ])
      expect(snapSize(w)).toBe(w);
  });

  it('snaps other sizes up to the next step, so a srcset is never blurrier than asked', () => {
    expect(snapSize(321)).toBe(348);
    expect(snapSize(1201)).toBe(1240);
    expect(snapSize(1)).toBe(16);
    expect(canonical('w=3990').width).toBe(3000);
    expect(canonical('w=2777').width).toBe(3000);
  });
});

describe('canonical key', () => {
  it('is the same for requests that render the same picture', () => {
    expect(key('w=3990')).toBe(key('w=3991'));
    expect(key('w=2801&h=2802')).toBe(key('w=2900&h=2999'));
    expect(key('w=100&dpr=2')).toBe(key('w=200'));
    expect(key('w=640&q=71')).toBe(key('w=640&q=75'));
    // Without a size, fit and dpr cannot change the output.
    expect(key('fit=crop&dpr=2')).toBe(key(''));
  });

  it('differs when the output differs', () => {
    expect(key('w=640')).not.toBe(key('w=800'));
    expect(key('w=640&fit=crop&h=360')).not.toBe(key('w=640&h=360'));
    expect(canonicalKey(canonical('w=640', 'avif'))).not.toBe(key('w=640'));
    expect(key('w=640&auto=compress')).not.toBe(key('w=640'));
  });
});

describe('render cost', () => {
  it('estimates a 3000 px AVIF at about the 270 MB measured, far above a srcset width', () => {
    expect(renderCostMB(canonical('w=3000&h=3000&fit=crop', 'avif'))).toBe(270);
    expect(renderCostMB(canonical('w=3000', 'avif'))).toBe(270);
    expect(renderCostMB(canonical('w=640'))).toBeLessThan(10);
  });
});
