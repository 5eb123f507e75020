import { describe, expect, it } from 'vitest';
import { CITIES, cityMatches } from '../../apps/clock/state.ts';

const found = (query: string) => CITIES.filter((c) => cityMatches(c.name, query)).map((c) => c.name);

describe("the clock's city search", () => {
  it('finds a city typed without its accents, in any case', () => {
    expect(found('sao paulo')).toEqual(['São Paulo']);
    expect(found('SAO')).toEqual(['São Paulo']);
    expect(found('São Paulo')).toEqual(['São Paulo']);
  });

  it('finds part of a name and lists every city for an empty search', () => {
    expect(found('  tok ')).toEqual(['Tokyo']);
    expect(found('')).toHaveLength(CITIES.length);
    expect(found('atlantis')).toEqual([]);
  });
});
