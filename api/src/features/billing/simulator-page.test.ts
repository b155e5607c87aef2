import { displayRand } from './simulator-page';

describe('displayRand', () => {
  it('writes cents as rand, thousands spaced', () => {
    expect(displayRand(244375)).toBe('R 2 443.75');
    expect(displayRand(200)).toBe('R 2.00');
    expect(displayRand(5)).toBe('R 0.05');
    expect(displayRand(123456789012)).toBe('R 1 234 567 890.12');
  });
});
