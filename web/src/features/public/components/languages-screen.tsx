import { Loader } from '../../../components/ui/loader';
import { Message } from '../../../components/ui/message';
import { useRequest } from '../../../hooks/use-request';
import { usePageTitle } from '../../../lib/page-title';
import { languageName } from '@lebe/domain';
import { KnowledgeStackChart } from './knowledge-stack-chart';
import { getBankStats } from '../api/bank-stats';

/** /languages: a card per language with the live figures of the question bank. */
export function LanguagesScreen() {
  usePageTitle('Languages', 'The eight languages of Lëbe and how many questions each has, level by level.');
  const stats = useRequest(getBankStats, []);
  return (
    <section>
      <h1>Languages</h1>
      <p className="lead">Live figures from the question bank: how many questions each language has, level by level.</p>
      {stats.loading && <Loader />}
      {stats.error && <Message variant="danger">{stats.error}</Message>}
      <div className="card-grid">
        {stats.data?.languages.map((l) => (
          <article key={l.language} className="card language-card">
            <h2>{languageName(l.language)}</h2>
            <p className="language-total">
              <strong>{l.total.toLocaleString('en')}</strong> {l.total === 1 ? 'question' : 'questions'}
            </p>
            <KnowledgeStackChart stats={l} />
          </article>
        ))}
      </div>
    </section>
  );
}
