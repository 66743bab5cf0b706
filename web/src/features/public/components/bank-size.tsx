import { useRequest } from '../../../hooks/use-request';
import { getBankStats } from '../api/bank-stats';

/**
 * How many questions the bank holds now, in words (the copy follows the live bank, not a promise): "67,412
 * questions" once known, "questions" until then or if the figure cannot be had.
 */
export function BankSize({ lower = false }: { lower?: boolean }) {
  const stats = useRequest(getBankStats, []);
  const total = stats.data?.languages.reduce((sum, l) => sum + l.total, 0);
  return <>{total ? `${total.toLocaleString('en')} questions` : lower ? 'questions' : 'Questions'}</>;
}
