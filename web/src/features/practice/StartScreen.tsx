import { useNavigate } from 'react-router-dom';
import { practiceLanguages, startLevel } from '@lebe/domain';
import { useAuth, usePageTitle, writeStored } from '../../shared';
import { languageName } from './languages';

/** /start: pick one of the eight languages; practice starts at the stored level, else English 6, others 1. */
export function StartScreen() {
  usePageTitle('Choose a language');
  const { userInfo } = useAuth();
  const navigate = useNavigate();
  const start = (targetLanguage: string) => {
    const level = startLevel(targetLanguage, userInfo?.userLevels);
    writeStored('initializeParameters', { userLanguage: 'english', targetLanguage, level });
    navigate('/lebemodule');
  };
  return (
    <section className="start">
      <h1>Which language would you like to practise?</h1>
      <div className="language-grid">
        {practiceLanguages.map((language) => (
          <button key={language} type="button" className="language-button" onClick={() => start(language)}>
            <span className="language-name">{languageName(language)}</span>
            <span className="language-level">Level {startLevel(language, userInfo?.userLevels)}</span>
          </button>
        ))}
      </div>
    </section>
  );
}
