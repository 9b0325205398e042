import { z } from 'zod';
import { defineSubPage, withSubPage } from './sub-page';

const orders = defineSubPage({
  tab: z.enum(['all', 'open', 'settled']).default('all'),
  page: z.coerce.number().int().min(1).max(999).default(1),
  venue: z
    .string()
    .regex(/^[A-Z0-9]{1,20}$/)
    .optional(),
});

describe('sub-pages in the route query', () => {
  it('reads the defaults from an empty query', () => {
    expect(orders.read({})).toEqual({ tab: 'all', page: 1, venue: undefined });
  });
  it('reads a state back from its query (what a reload or back gives)', () => {
    const state = { tab: 'settled' as const, page: 3, venue: 'AG' };
    expect(orders.query(state)).toEqual({ tab: 'settled', page: '3', venue: 'AG' });
    expect(orders.read(orders.query(state))).toEqual(state);
  });
  it('leaves fields at their default out of the query', () => {
    expect(orders.query({ tab: 'all', page: 1, venue: undefined })).toEqual({});
  });
  it('reads a bad field as its default, keeping the good ones', () => {
    expect(orders.read({ tab: 'nonsense', page: '-4', venue: '<script>' })).toEqual({ tab: 'all', page: 1, venue: undefined });
    expect(orders.read({ tab: 'open', page: 'abc' })).toEqual({ tab: 'open', page: 1, venue: undefined });
  });
  it('ignores inherited keys of the query object', () => {
    expect(orders.read(Object.create({ tab: 'open' }) as Record<string, string>).tab).toBe('all');
  });
  it('replaces only its own fields in the current query', () => {
    expect(withSubPage({ tab: 'open', page: '2', icode: 'I-1' }, orders, { tab: 'all', page: 5, venue: undefined })).toEqual({ icode: 'I-1', page: '5' });
  });
});
