// `npm run bench`: every benchmark, figures printed (and saved under bench/results/). Never asserted.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { adminLoadBench } from './admin-load.bench';
import { answerPathBench } from './answer-path.bench';
import { adminQuestionsBench } from './admin-questions.bench';
import { adminStreamBench } from './admin-stream.bench';
import { bankStatsBench } from './bank-stats.bench';
import { classroomReportBench } from './classroom-report.bench';
import { dashboardBench } from './dashboard.bench';
import { efficacyBench } from './efficacy.bench';
import { eventStoreBench } from './event-store.bench';
import { exportBench } from './export.bench';
import { firstStartBench } from './first-start.bench';
import { keywordSearchBench } from './keyword-search.bench';
import { print, type Figure } from './measure';
import { postgresLogBench } from './postgres-log.bench';
import { practiceDrawBench } from './practice-draw.bench';
import { practiceRequestBench } from './practice-request.bench';
import { rebuildBench } from './rebuild.bench';
import { webLoadBench } from './web-load.bench';
import { workersThroughputBench } from './workers-throughput.bench';

const benches: [string, () => Promise<Figure[]>][] = [
  ['Event log (SQLite)', eventStoreBench],
  ['Event log (PostgreSQL)', postgresLogBench],
  ['Read-model rebuild', rebuildBench],
  ['Analysts export', exportBench],
  ['Dashboard reads', dashboardBench],
  ['Classroom report', classroomReportBench],
  ['Projection workers', workersThroughputBench],
  ['First start on PostgreSQL', firstStartBench],
  ['Practice draw', practiceDrawBench],
  ['Practice request', practiceRequestBench],
  ['Answer path', answerPathBench],
  ['Admin question list', adminQuestionsBench],
  ['Keyword search', keywordSearchBench],
  ['Bank figures', bankStatsBench],
  ['Web app load', webLoadBench],
  ['Admin console load', adminLoadBench],
  ['Admin event stream', adminStreamBench],
  ['Efficacy of levels (issue 29)', efficacyBench],
];
const only = process.argv[2];
const results: Record<string, Figure[]> = {};
for (const [title, bench] of benches) {
  if (only && !title.toLowerCase().includes(only.toLowerCase())) continue;
  results[title] = await bench();
  print(title, results[title]);
}
const dir = join(import.meta.dirname ?? '.', '..', 'results');
mkdirSync(dir, { recursive: true });
writeFileSync(join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}.json`), JSON.stringify(results, null, 2));
