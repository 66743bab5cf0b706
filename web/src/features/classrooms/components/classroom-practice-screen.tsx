import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { PracticeSession } from '../../../components/practice/practice-session';
import { paths } from '../../../config/paths';
import { useRequest } from '../../../hooks/use-request';
import { useAuth } from '../../../lib/auth';
import { usePageTitle } from '../../../lib/page-title';
import { getClassroom } from '../api/classrooms';
import type { PracticeRound } from '../api/my-questions';
import { classroomSource } from '../classroom-source';
import { RoundPanel } from './round-panel';

/**
 * /studentclassrooms/module/{id} (and /myquestions/module/{id} for its teacher): practice of a classroom's
 * questions, on the same screen as main practice.
 */
export function ClassroomPracticeScreen({ exitTo }: { exitTo?: string }) {
  const { id = '' } = useParams();
  usePageTitle('Classroom practice');
  const { userInfo, updateUserInfo } = useAuth();
  const classroom = useRequest(() => getClassroom(id), [id]);
  const signedIn = userInfo?._id;
  const [round, setRound] = useState<PracticeRound | null>(null);
  /** The round whose start the learner has seen the last round's summary for. */
  const [dismissed, setDismissed] = useState(0);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- one session per classroom and learner: a saved level must not restart it
  const source = useMemo(() => classroomSource(id, userInfo!, updateUserInfo, setRound), [id, signedIn]);
  const exit = exitTo ?? paths.studentClassroom.href(id);
  return (
    <PracticeSession
      source={source}
      title={classroom.data?.title ?? 'Classroom'}
      exitTo={exit}
      // The notebook source label is the classroom's name (SPEC §9).
      notebookSource={classroom.data?.title ?? 'Lëbe'}
      aside={() => (
        <RoundPanel
          round={round && round.round === dismissed ? { ...round, last: null } : round}
          onDismiss={() => setDismissed(round?.round ?? 0)}
        />
      )}
      empty={
        <div className="card empty-state">
          <p>This classroom has no questions yet.</p>
          <Link className="btn btn-primary" to={exit}>
            Back to the classroom
          </Link>
        </div>
      }
    />
  );
}

/** /myquestions/module/{id}: a teacher tries their classroom's questions, and Exit goes back to My Questions. */
export const MyQuestionsPracticeScreen = () => <ClassroomPracticeScreen exitTo={paths.myQuestions.href()} />;
