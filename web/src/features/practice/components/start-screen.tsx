import { useNavigate } from 'react-router-dom';
import { languages, startLevel } from '@lebe/domain';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth';
import { usePageTitle } from '../../../lib/page-title';
import { writeStored } from '../../../lib/storage';
import './start.css';

/** /start: pick one of the eight languages; practice starts at the stored level, else English 6, others 1. */
export function StartScreen() {
  usePageTitle('Choose a language');
  const { userInfo } = useAuth();
  const navigate = useNavigate();
  const start = (targetLanguage: string) => {
    const level = startLevel(targetLanguage, userInfo?.userLevels);
    writeStored('initializeParameters', { userLanguage: 'english', targetLanguage, level });
    navigate(paths.practice.href());
  };
  return (
    <section className="start">
      <h1>Which language would you like to practise?</h1>
      <p className="start-lead">
        {userInfo
          ? 'You continue at the highest level you have reached in each language.'
          : 'Questions start at level 1 (English at level 6). Sign in to keep the levels you reach.'}
      </p>
      <div className="language-grid">
        {languages.map((l) => {
          const level = startLevel(l.id, userInfo?.userLevels);
          const reached = !!userInfo?.userLevels?.[l.id];
          return (
            <button key={l.id} type="button" className={`language-button lang-${l.id}`} onClick={() => start(l.id)}>
              <span className="language-name">{l.name}</span>
              {l.endonym !== l.name && (
                <span className="language-endonym" lang={l.tag}>
                  {l.endonym}
                </span>
              )}
              <span className="language-foot">
                <span className="language-level">
                  Level {level}
                  {reached && <span className="language-level-note"> · yours</span>}
                  <span className="visually-hidden"> of {l.maxLevel}</span>
                </span>
                <span className="language-greeting" lang={l.tag} aria-hidden="true">
                  {l.greeting}
                </span>
              </span>
            </button>
          );
        })}
      </div>
    </section>
  );
}
