import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { levelNames, type Language, type PlacementDone } from '@lebe/domain';
import { Loader } from '../../../components/ui/loader';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth';
import { writeStored } from '../../../lib/storage';
import { getProfile } from '../api/placement';

/**
 * The end of a placement: the level practice starts at (the placement's, or a higher one the learner had
 * reached before, which is never lowered), the account's levels refreshed from the server, and a button to
 * practise there.
 */
export function PlacementResult({ language, result }: { language: Language; result: PlacementDone }) {
  const { userInfo, updateUserInfo } = useAuth();
  const navigate = useNavigate();
  const [levels, setLevels] = useState<Record<string, number> | null>(null);
  const [held] = useState(() => userInfo?.userLevels ?? {});
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    let live = true;
    getProfile()
      .then((profile) => live && setLevels(profile.userLevels))
      // Offline: the level the placement gave, kept as the server keeps it (never below one already held).
      .catch(() => live && setLevels({ ...held, [language.id]: Math.max(held[language.id] ?? 0, result.level) }));
    return () => {
      live = false;
    };
  }, [language.id, result.level, held]);
  const level = Math.min(Math.max(levels?.[language.id] ?? result.level, 1), language.mainPracticeMaxLevel);
  useEffect(() => {
    if (!levels) return;
    updateUserInfo({ userLevels: levels });
    button.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the levels are known
  }, [levels]);

  const practise = () => {
    writeStored('initializeParameters', { userLanguage: 'english', targetLanguage: language.id, level });
    navigate(paths.practice.href());
  };
  if (!levels) return <Loader />;
  return (
    <section className="practice placement placement-result" aria-labelledby="placement-result-title">
      <h1 id="placement-result-title">You start at level {level}</h1>
      <p className="placement-level-name">{levelNames[level - 1]}</p>
      <p>
        {level > result.level
          ? `The test placed you at level ${result.level}; you keep level ${level}, which you reached before.`
          : `After ${result.items} questions your ${language.name} practice starts at level ${level}. If it placed you low, five right in a row take you up a level.`}
      </p>
      <button type="button" className="btn btn-primary" onClick={practise} ref={button}>
        Practise {language.name} at level {level}
      </button>
    </section>
  );
}
