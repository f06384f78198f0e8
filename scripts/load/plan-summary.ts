import type { Statement } from './statement-recorder.js';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Sort Method'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  Plans?: PlanNode[];
}

export interface PlanSummary {
  executionMs: number;
  /** Drizzle sends unnamed statements, so every request plans again: on PGlite that is often the larger part. */
  planningMs: number;
  /** One line per plan node, indented by depth. */
  tree: string[];
  /** Rows that scans produced or filtered away: what a page really reads. */
  rowsScanned: number;
  buffers: number;
  /** Sequential scans of tables that grow with the data, with the rows each read. */
  seqScans: string[];
}

/** Tables whose size follows the number of users, jobs, applications or days at work. */
export const GROWING_TABLES = new Set([
  'users', 'sessions', 'jobs', 'candidate_profiles', 'applications', 'interviews', 'offers', 'activity',
  'attendance_sessions', 'attendance_breaks', 'attendance_corrections', 'attendance_changes', 'eod_reports', 'eod_report_comments', 'time_off_requests',
]);

const SCANS = new Set(['Seq Scan', 'Index Scan', 'Index Only Scan', 'Bitmap Heap Scan']);

/** EXPLAIN (ANALYZE, BUFFERS) of a recorded statement, with the same parameters, boiled down. */
export async function explain(
  query: (s: Statement) => Promise<{ rows: unknown[] }>,
  statement: Statement,
): Promise<PlanSummary> {
  const result = await query({ text: `explain (analyze, buffers, format json) ${statement.text}`, params: statement.params });
  const cell = Object.values(result.rows[0] as Record<string, unknown>)[0];
  const [top] = (typeof cell === 'string' ? JSON.parse(cell) : cell) as [{ Plan: PlanNode; 'Execution Time': number; 'Planning Time': number }];
  const summary: PlanSummary = { executionMs: top['Execution Time'], planningMs: top['Planning Time'], tree: [], rowsScanned: 0, buffers: 0, seqScans: [] };
  summary.buffers = (top.Plan['Shared Hit Blocks'] ?? 0) + (top.Plan['Shared Read Blocks'] ?? 0);
  const walk = (node: PlanNode, depth: number) => {
    const loops = node['Actual Loops'] ?? 1;
    const rows = (node['Actual Rows'] ?? 0) * loops;
    const on = node['Index Name'] ? ` using ${node['Index Name']}` : '';
    const of = node['Relation Name'] ? ` on ${node['Relation Name']}` : '';
    const how = node['Sort Method'] ? ` (${node['Sort Method']})` : '';
    summary.tree.push(`${'  '.repeat(depth)}${node['Node Type']}${on}${of}${how}: ${rows} rows${loops > 1 ? ` in ${loops} loops` : ''}`);
    if (SCANS.has(node['Node Type'])) summary.rowsScanned += rows + (node['Rows Removed by Filter'] ?? 0) * loops;
    if (node['Node Type'] === 'Seq Scan' && node['Relation Name'] && GROWING_TABLES.has(node['Relation Name'])) {
      // With the rows it read: on a table of a few hundred rows the planner rightly prefers it to an index.
      summary.seqScans.push(`${node['Relation Name']} (${rows + (node['Rows Removed by Filter'] ?? 0) * loops} rows read)`);
    }
    for (const child of node.Plans ?? []) walk(child, depth + 1);
  };
  walk(top.Plan, 0);
  return summary;
}
