import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { languageName, startLevel } from '@lebe/domain';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth';
import { answerCountIn } from '../api/practice-api';
import './placement-offer.css';

/**
 * A learner new to a language (signed in, no level and no answer in it yet) is offered the placement test
 * (issue 29) above their first question, or to start where practice starts today (level 1, English 6). Either
 * way the offer goes: once they have answered in the language it is not made again.
 */
export function PlacementOffer({ language, level }: { language: string; level: number }) {
  const { userInfo } = useAuth();
  const [fresh, setFresh] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const hasLevel = !!userInfo?.userLevels?.[language];
  useEffect(() => {
    if (!userInfo || hasLevel) return;
    let live = true;
    answerCountIn(language)
      .then(({ answerCount }) => live && setFresh(answerCount === 0))
      .catch(() => undefined); // no offer when it cannot be told: practice goes on as it always did
    return () => {
      live = false;
    };
  }, [language, hasLevel, userInfo]);
  if (!userInfo || hasLevel || !fresh || dismissed) return null;
  const name = languageName(language);
  return (
    <aside className="placement-offer" aria-labelledby="placement-offer-title">
      <h2 id="placement-offer-title">New to {name} here?</h2>
      <p>A short placement test (at most 20 questions) finds the level your practice should start at.</p>
      <div className="row-actions">
        <Link className="btn btn-primary" to={paths.placement.href(language)}>
          Take a placement test
        </Link>
        <button type="button" className="btn btn-secondary" onClick={() => setDismissed(true)}>
          Start at level {level || startLevel(language)}
        </button>
      </div>
    </aside>
  );
}
