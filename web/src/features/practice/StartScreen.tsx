import { useNavigate } from 'react-router-dom';
import { maxLevel, practiceLanguages, startLevel } from '@lebe/domain';
import { useAuth, usePageTitle, writeStored } from '../../shared';
import { endonyms, greetings, languageName, languageTags } from './languages';

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
      <p className="start-lead">
        {userInfo
          ? 'You continue at the highest level you have reached in each language.'
          : 'Questions start at level 1 (English at level 6). Log in to keep the levels you reach.'}
      </p>
      <div className="language-grid">
        {practiceLanguages.map((language) => {
          const level = startLevel(language, userInfo?.userLevels);
          const reached = !!userInfo?.userLevels?.[language];
          const greeting = greetings.find((g) => g.language === language)?.text;
          return (
            <button
              key={language}
              type="button"
              className={`language-button lang-${language}`}
              onClick={() => start(language)}
            >
              <span className="language-name">{languageName(language)}</span>
              {endonyms[language] !== languageName(language) && (
                <span className="language-endonym" lang={languageTags[language]}>
                  {endonyms[language]}
                </span>
              )}
              <span className="language-foot">
                <span className="language-level">
                  Level {level}
                  {reached && <span className="language-level-note"> · yours</span>}
                  <span className="visually-hidden"> of {maxLevel(language)}</span>
                </span>
                <span className="language-greeting" lang={languageTags[language]} aria-hidden="true">
                  {greeting}
                </span>
              </span>
            </button>
          );
        })}
      </div>
    </section>
  );
}
