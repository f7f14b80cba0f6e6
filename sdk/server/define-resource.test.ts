import { integer, pgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { resourceContract } from '../shared';
import { defineResource, resourceContracts, type ResourceConfig } from './resource';

/** defineResource serves the plugin's resource contract: its paths and options, refused where the config disagrees. */
const probes = pgTable('probes', { id: integer('id').primaryKey(), version: integer('version').notNull(), courseId: integer('course_id').notNull() });
const body = z.object({ title: z.string() });
const base = {
  module: 9402,
  label: 'Probe',
  table: probes,
  body,
  list: async () => [],
  get: async () => null,
  blank: async () => ({ id: -1, version: 0 }),
  insert: async () => 1,
  write: async () => {},
} satisfies Omit<ResourceConfig<typeof body>, 'contract'>;
const paths = { list: 'courses/:courseId/probes', create: 'courses/:courseId/probes', item: 'probes' } as const;

describe('defineResource', () => {
  it("serves the contract's paths, list parameters and paging", () => {
    const contract = resourceContract(paths, { listQuery: z.object({ dialect: z.coerce.number().optional() }), paged: true });
    const served = resourceContracts(defineResource({ ...base, contract, page: async () => ({ rows: [], total: 0 }) }));
    expect(served.list.path).toBe('courses/:courseId/probes');
    expect(served.get.path).toBe('probes/:id');
    expect(Object.keys((served.list.query as z.ZodObject).shape)).toEqual(expect.arrayContaining(['text', 'dialect', 'offset', 'limit']));
  });

  it('refuses a config that pages a list its contract does not, and back', () => {
    expect(() => defineResource({ ...base, contract: resourceContract(paths), page: async () => ({ rows: [], total: 0 }) })).toThrow(/paging/);
    expect(() => defineResource({ ...base, contract: resourceContract(paths, { paged: true }) })).toThrow(/paging/);
  });

  it('refuses texts the contract does not declare, and a body other than the declared one', () => {
    const texts = { key: (id: number) => ({ ref: 9402, refId: id, field: 'title' }), kinds: ['target' as const] };
    expect(() => defineResource({ ...base, contract: resourceContract(paths), texts })).toThrow(/texts/);
    expect(() => defineResource({ ...base, contract: resourceContract(paths, { texts: { name: 'probes' } }) })).toThrow(/texts/);
    expect(() => defineResource({ ...base, contract: resourceContract(paths, { body: z.object({ other: z.string() }) }) })).toThrow(/body/);
  });
});
