import { describe, expect, it } from 'vitest';
import { jobsFilterOf, jobsQuery } from './jobs-filter';

describe('jobsFilterOf', () => {
  it('reads the status, search and page the address holds', () => {
    expect(jobsFilterOf(new URLSearchParams('status=open&q=designer&page=3'))).toEqual({ status: 'open', q: 'designer', page: 3 });
  });

  it('treats what the list does not know as no filter, and a bad page as the first', () => {
    expect(jobsFilterOf(new URLSearchParams('status=archived&page=-2'))).toEqual({ status: undefined, q: '', page: 1 });
    expect(jobsFilterOf(new URLSearchParams('status=toString&page=1.5'))).toEqual({ status: undefined, q: '', page: 1 });
  });
});

describe('jobsQuery', () => {
  it('leaves an empty search out of the address', () => {
    expect(jobsQuery({ q: '', page: 1 })).toEqual({ status: undefined, q: undefined, page: 1 });
  });
});
