import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { Loader } from '../../../components/ui/loader';
import { Message } from '../../../components/ui/message';
import { useAction, useRequest } from '../../../hooks/use-request';
import { useAuth } from '../../../lib/auth';
import { usePageTitle } from '../../../lib/page-title';
import { forgetStreaks } from '../../../lib/practice/streak';
import { deleteAllData, getGlobalFigures, getLanguageFigures } from '../api/dashboard';
import { GlobalPanels } from './global-panels';
import { StreakPanel } from './streak-panel';
import { AbilityCard, LanguagePanels } from './language-panels';
import { NoDataImage } from './no-data-image';
import { LanguageOptions } from '../../../components/ui/language-options';
import '../dashboard.css';

export const enableAfter = 5;
export const deleteAllConfirmation =
  'Are you sure you want to delete ALL your data permanently? This will also lock your levels.';

/** The learner's dashboard: Global or one language, and the button that deletes all of it. */
export function DashboardScreen() {
  usePageTitle('Dashboard');
  const { userInfo, updateUserInfo } = useAuth();
  const [language, setLanguage] = useState('global');
  const global = useRequest(getGlobalFigures, []);
  const local = useRequest(
    () => (language === 'global' ? Promise.resolve(null) : getLanguageFigures(language)),
    [language],
  );
  const remove = useAction(deleteAllData);

  // SPEC §2: Global plus the languages in which the user has levels. A level is saved only on levelling up, so a
  // language answered in before its first level-up is offered too: its figures are there to see. After Delete All
  // My Data the levels and answers are gone and only Global stays.
  const languages = [
    ...new Set([
      ...Object.entries(userInfo?.userLevels ?? {})
        .filter(([, level]) => level > 0)
        .map(([l]) => l),
      ...(global.data?.heatmap ?? []).map((r) => r.language),
    ]),
  ].sort();

  async function deleteAll() {
    if (!window.confirm(deleteAllConfirmation)) return;
    if (await remove.run()) {
      forgetStreaks();
      updateUserInfo({ userLevels: {}, customLevels: {} });
      setLanguage('global');
      global.reload();
      local.reload();
    }
  }

  const figures = language === 'global' ? global.data : local.data;
  const loading = global.loading || (language !== 'global' && local.loading);
  const count = figures?.questionCount;
  const empty = count !== undefined && count < enableAfter;
  return (
    <section className="dashboard">
      <div className="dashboard-head">
        <h1>Dashboard</h1>
        <div className="language-picker">
          <label htmlFor="dashboard-language">Language</label>
          <select id="dashboard-language" value={language} onChange={(e) => setLanguage(e.target.value)}>
            <option value="global">Global</option>
            <LanguageOptions languages={languages} />
          </select>
        </div>
      </div>
      <StreakPanel key={remove.success ? 'erased' : 'kept'} />
      {remove.error && <Message variant="danger">{remove.error}</Message>}
      {remove.success && <Message variant="success">All your dashboard data was deleted.</Message>}
      {global.error && <Message variant="danger">{global.error}</Message>}
      {local.error && <Message variant="danger">{local.error}</Message>}
      {loading ? (
        <Loader />
      ) : empty ? (
        <>
          <div className="card empty-state">
            <NoDataImage />
            <Message>Answer at least 5 questions to enable your dashboard</Message>
            <Link className="btn btn-primary" to={paths.home.href()}>
              Let&apos;s go!
            </Link>
          </div>
          {/* A placement test's estimate is there before five practice answers are. */}
          {language !== 'global' && local.data?.ability && (
            <AbilityCard language={language} ability={local.data.ability} practising={local.data.practiceLevel} />
          )}
        </>
      ) : figures && language === 'global' ? (
        <GlobalPanels figures={global.data!} />
      ) : figures && local.data ? (
        <LanguagePanels language={language} figures={local.data} />
      ) : null}
      <div className="danger-zone">
        <p id="delete-all-what">
          Deletes every answer you have given, in practice and in classrooms, and resets your levels in every language
          and classroom to where a new learner starts. It cannot be undone.
        </p>
        <button
          type="button"
          className="btn btn-danger"
          onClick={deleteAll}
          disabled={remove.running}
          aria-describedby="delete-all-what"
        >
          {remove.running ? 'Deleting...' : 'Delete All My Data'}
        </button>
      </div>
    </section>
  );
}
