import { Message } from './message';
import { useAction } from '../../hooks/use-request';

/** A report's Export CSV button: downloads the server's CSV with the teacher's token; its error shown beside. */
export function CsvButton({ label = 'Export CSV', download }: { label?: string; download(): Promise<void> }) {
  const action = useAction(download);
  return (
    <div className="csv-export">
      <button type="button" className="btn btn-secondary" disabled={action.running} onClick={() => void action.run()}>
        {action.running ? 'Preparing CSV…' : label}
      </button>
      {action.error && <Message variant="danger">{action.error}</Message>}
    </div>
  );
}
