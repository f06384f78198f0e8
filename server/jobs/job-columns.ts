import { getTableColumns } from 'drizzle-orm';
import { jobs } from '../db/schema.js';

// Everything but the search vector, which only the database reads.
const { search: _search, ...columns } = getTableColumns(jobs);
export const jobColumns = columns;
export type JobRow = Omit<typeof jobs.$inferSelect, 'search'>;
