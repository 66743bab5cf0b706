import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { languageName, practiceLanguages, startLevel } from '@lebe/domain';
import { PracticeSession } from '../../../components/practice/practice-session';
import { Message } from '../../../components/ui/message';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth';
import { usePageTitle } from '../../../lib/page-title';
import { readStored, type PracticeParameters } from '../../../lib/storage';
import { mainSource } from '../main-source';
import { LevelBar } from './level-bar';
import { PlacementOffer } from './placement-offer';

/**
 * Where practice starts: the language chosen on /start (else English), at the learner's own level if they have one;
 * or where a link asks (`?language=&level=`: the dashboard's offer of questions at the measured level), at a level
 * already open to the learner.
 */
function startingParameters(
  userLevels: Record<string, number> | undefined,
  asked: URLSearchParams,
): PracticeParameters {
  const askedLanguage = asked.get('language') ?? '';
  const askedLevel = Number(asked.get('level'));
  const open = Math.max(startLevel(askedLanguage), startLevel(askedLanguage, userLevels));
  const known = (practiceLanguages as readonly string[]).includes(askedLanguage);
  if (known && Number.isInteger(askedLevel) && askedLevel >= 1 && askedLevel <= open)
    return { userLanguage: 'english', targetLanguage: askedLanguage, level: askedLevel };
  const stored = readStored('initializeParameters');
  const valid = stored && (practiceLanguages as readonly string[]).includes(stored.targetLanguage);
  const params = valid ? stored : { userLanguage: 'english', targetLanguage: 'english', level: 0 };
  const language = params.targetLanguage;
  const level = userLevels?.[language] || !valid ? startLevel(language, userLevels) : params.level;
  return { ...params, level };
}

/**
 * /lebemodule: main practice in the language chosen on /start (SPEC §2). Opened directly, with no language
 * chosen yet, it starts English. A signed-in learner with a level in the language starts there.
 */
export function PracticeScreen() {
  const { userInfo, updateUserInfo } = useAuth();
  // Fixed for the session: a level change is stored, but must not restart it.
  const [asked] = useSearchParams();
  const [params] = useState(() => startingParameters(userInfo?.userLevels, asked));
  const name = languageName(params.targetLanguage);
  usePageTitle(`${name} practice`);
  const signedIn = userInfo?._id;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- one session per learner: a saved level must not restart it
  const source = useMemo(() => mainSource(params, userInfo, updateUserInfo), [params, signedIn]);
  // The level bar opens the levels up to the learner's own, at least the language's start (English 6, SPEC §9), and
  // any reached in this session.
  const [own] = useState(() =>
    Math.max(startLevel(params.targetLanguage), startLevel(params.targetLanguage, userInfo?.userLevels)),
  );
  return (
    <PracticeSession
      source={source}
      title={name}
      exitTo={paths.home.href()}
      notebookSource="Lëbe"
      empty={<p>No question is available here yet.</p>}
      aside={({ level, highest, choose }) => (
        <>
          <PlacementOffer language={params.targetLanguage} level={level} />
          <LevelBar
            language={params.targetLanguage}
            level={level}
            unlocked={Math.max(own, highest)}
            onChoose={choose}
          />
          {!userInfo && (
            <Message>
              You are practising as a visitor. <Link to={paths.login.href(paths.practice.href())}>Sign in</Link> or{' '}
              <Link to={paths.register.href(paths.practice.href())}>create an account</Link> to save your progress (the
              levels you reach here come with you), flag questions and keep a notebook.
            </Message>
          )}
        </>
      )}
    />
  );
}
