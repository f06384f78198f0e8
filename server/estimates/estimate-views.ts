import type { estimates } from '../db/schema.js';
import type { Schema } from '../http/handler-types.js';
import type { EstimateLine } from '../../src/shared/estimate.js';

export type EstimateRow = typeof estimates.$inferSelect;

export const toEstimate = (row: EstimateRow): Schema<'Estimate'> => ({
  id: row.id,
  name: row.name,
  lines: row.lines as EstimateLine[],
  totals: row.totals as Schema<'EstimateTotals'>,
  created_at: row.createdAt.toISOString(),
});
