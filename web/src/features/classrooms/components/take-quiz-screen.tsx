import { dateTimeText } from '@lebe/domain';
import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { PracticeSession } from '../../../components/practice/practice-session';
import { Loader } from '../../../components/ui/loader';
import { Message } from '../../../components/ui/message';
import { paths } from '../../../config/paths';
import { useRequest } from '../../../hooks/use-request';
import { useAuth } from '../../../lib/auth';
import { usePageTitle } from '../../../lib/page-title';
import { getQuizToTake, type QuizToTake } from '../api/quizzes';
import { quizSource } from '../quiz-source';
import { QuizResults } from './quiz-results';
import { TestSession } from './test-session';

/** /studentclassrooms/{classroom}/quizzes/{quiz}: a student takes a quiz, on the practice screen. */
export function TakeQuizScreen() {
  const { classroom = '', quiz: id = '' } = useParams();
  const quiz = useRequest(() => getQuizToTake(id), [id]);
  usePageTitle(quiz.data?.title ?? 'Quiz');
  const back = paths.studentClassroom.href(classroom);
  if (quiz.loading) return <Loader />;
  if (quiz.error)
    return (
      <section>
        <Link to={back}>Back to the classroom</Link>
        <h1>Quiz</h1>
        <Message variant="danger">{quiz.error}</Message>
      </section>
    );
  const q = quiz.data!;
  if (q.submitted || q.mode === 'test') return <TestScreen quiz={q} back={back} />;
  return <QuizSession quiz={q} back={back} />;
}

/** Issue 38: a test taken without feedback, then (handed in, or past due) the student's own report. */
function TestScreen({ quiz: first, back }: { quiz: QuizToTake; back: string }) {
  const [quiz, setQuiz] = useState(first);
  return (
    <section className="take-test">
      <Link to={back}>Back to the classroom</Link>
      <h1>{quiz.title}</h1>
      {quiz.submitted ? (
        <>
          <Message variant="success">
            {quiz.mode === 'test' ? 'Test handed in.' : 'Quiz handed in.'} Here are your results.
          </Message>
          <QuizResults quiz={quiz} />
        </>
      ) : (
        <TestSession quiz={quiz} onSubmitted={setQuiz} />
      )}
    </section>
  );
}

function QuizSession({ quiz, back }: { quiz: QuizToTake; back: string }) {
  const { userInfo } = useAuth();
  const [shown, setShown] = useState(0);
  const total = quiz.questions.length;
  const user = userInfo?._id ?? '';
  const source = useMemo(() => quizSource(quiz, user, setShown), [quiz, user]);
  return (
    <PracticeSession
      source={source}
      title={quiz.title}
      exitTo={back}
      notebookSource={quiz.title}
      status={
        <p className="quiz-progress" aria-live="polite">
          Question {Math.min(Math.max(shown, 1), total)} of {total}
          {quiz.dueAt && <> · due {dateTimeText(quiz.dueAt)}</>}
        </p>
      }
      empty={
        <div className="card empty-state">
          <h2>Quiz complete</h2>
          <p>You have answered every question of this quiz. Your teacher sees your results.</p>
          <Link className="btn btn-primary" to={back}>
            Back to the classroom
          </Link>
          <LatestResults id={quiz._id} />
        </div>
      }
    />
  );
}

/** A finished practice quiz's own report, read again so it holds the answers just given. */
function LatestResults({ id }: { id: string }) {
  const latest = useRequest(() => getQuizToTake(id), [id]);
  if (latest.loading) return <Loader />;
  if (latest.error) return <Message variant="danger">{latest.error}</Message>;
  return <QuizResults quiz={latest.data!} />;
}
