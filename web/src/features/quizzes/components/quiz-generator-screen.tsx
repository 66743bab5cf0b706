import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Loader } from '../../../components/ui/loader';
import { Message } from '../../../components/ui/message';
import { paths } from '../../../config/paths';
import { useAction, useRequest } from '../../../hooks/use-request';
import { usePageTitle } from '../../../lib/page-title';
import { createQuiz, getClassroomGroups, getQuiz, getTaughtClassrooms, type QuizWritten } from '../api/quizzes';
import { audienceText } from '../../../components/ui/audience-select';
import { emptyQuiz, quizBody, type QuizFields } from '../quiz-form';
import { whenText } from '../quiz-status';
import { QuizFormCard } from './quiz-form-card';
import { QuizList } from './quiz-list';
import { QuizPreview } from './quiz-preview';

/**
 * /quizgenerator: a quiz from the bank (language, levels, types, count) or from the teacher's own questions,
 * assigned to a classroom with its dates; then its questions to check and swap, and the classroom's quizzes.
 */
export function QuizGeneratorScreen() {
  usePageTitle('Quiz Generator');
  const [search, setSearch] = useSearchParams();
  const classrooms = useRequest(getTaughtClassrooms, []);
  const list = classrooms.data?.classrooms ?? [];
  const chosen = list.find((c) => c._id === search.get('classroom')) ?? list[0];
  const [fields, setFields] = useState<QuizFields | null>(null);
  const [made, setMade] = useState<QuizWritten | null>(null);
  const [refresh, setRefresh] = useState(0);
  const create = useAction(createQuiz);
  const groupList = useRequest(() => (chosen ? getClassroomGroups(chosen._id) : Promise.resolve(null)), [chosen?._id]);
  const groups = groupList.data?.groups ?? [];

  // The form starts on the chosen classroom and its language, and follows a classroom chosen from the URL.
  const form =
    fields && fields.classroom === chosen?._id ? fields : chosen ? emptyQuiz(chosen._id, chosen.target_language) : null;
  const setForm = (next: QuizFields) => {
    setFields(next);
    if (next.classroom !== chosen?._id) setSearch({ classroom: next.classroom }, { replace: true });
  };
  const submit = async (draft: boolean) => {
    if (!form) return;
    const result = await create.run({ ...quizBody(form), ...(draft ? { draft: true } : {}) });
    if (result) {
      setMade(result);
      setFields({ ...form, title: '' });
      setRefresh((n) => n + 1);
    }
  };
  const open = useAction(getQuiz);
  const edit = async (id: string) => {
    const quiz = await open.run(id);
    if (quiz) {
      setMade(quiz);
      document.getElementById('quiz-preview-title')?.scrollIntoView();
    }
  };
  const changed = (quiz: QuizWritten) => {
    setMade(quiz);
    setRefresh((n) => n + 1);
  };
  const classroomName = (id: string) => list.find((c) => c._id === id)?.title ?? 'the classroom';
  const audienceOf = (quiz: QuizWritten) =>
    quiz.group
      ? `${audienceText(groups, quiz.group)} of ${classroomName(quiz.classroom)}`
      : classroomName(quiz.classroom);

  return (
    <section className="quiz-generator">
      <h1>Quiz Generator</h1>
      {classrooms.loading ? (
        <Loader />
      ) : classrooms.error ? (
        <Message variant="danger">{classrooms.error}</Message>
      ) : !chosen || !form ? (
        <div className="card empty-state">
          <p>A quiz is set for a classroom: create one first.</p>
          <Link className="btn btn-primary" to={paths.createClassroom.href()}>
            Create Classroom
          </Link>
        </div>
      ) : (
        <>
          {open.error && <Message variant="danger">{open.error}</Message>}
          {made && (
            <QuizPreview
              quiz={made}
              classroomName={audienceOf(made)}
              when={whenText(made.opensAt ?? undefined, made.dueAt ?? undefined)}
              onChanged={changed}
            />
          )}
          <QuizFormCard
            fields={form}
            setFields={setForm}
            classrooms={list}
            groups={groups}
            onSubmit={(draft) => void submit(draft)}
            running={create.running}
            error={create.error}
          />
          <h2>Quizzes of {chosen.title}</h2>
          <QuizList classroom={chosen._id} refresh={refresh} groups={groups} onEdit={(id) => void edit(id)} />
        </>
      )}
    </section>
  );
}
