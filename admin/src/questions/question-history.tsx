import { useRecordContext } from 'react-admin';
import { StreamHistory, describeChange, type StreamEvent } from '../events/stream-history';

const summary = (e: StreamEvent) => (e.type === 'QuestionCreated' ? 'created' : describeChange(e));

/** Every write to a question is an event on its stream (who, what, when): shown under its edit form. */
export function QuestionHistory() {
  const record = useRecordContext();
  return <StreamHistory stream={record?.id ? `question-${record.id}` : undefined} summary={summary} />;
}
