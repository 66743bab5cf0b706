import { useRecordContext } from 'react-admin';
import { streams } from '@lebe/domain/streams';
import { StreamHistory, describeChange } from '../shared/stream-history';
import type { AdminQuestionRecord, EventRecord } from '../providers/records';

const summary = (e: EventRecord) => (e.type === 'QuestionCreated' ? 'created' : describeChange(e));

/** Every write to a question is an event on its stream (who, what, when): shown under its edit form. */
export function QuestionHistory() {
  const record = useRecordContext<AdminQuestionRecord>();
  return <StreamHistory stream={record?.id ? streams.question(record.id) : undefined} summary={summary} />;
}
