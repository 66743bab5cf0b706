import { useEffect, useState, type FormEvent } from 'react';
import { paths } from '../../../config/paths';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Loader } from '../../../components/ui/loader';
import { FormField } from '../../../components/ui/form-field';
import { Message } from '../../../components/ui/message';
import { useAction, useRequest } from '../../../hooks/use-request';
import { confirmationMismatch, useFieldAction, useFieldErrors } from '../../../hooks/use-field-errors';
import { updateClassroomBody } from '@lebe/domain';
import { usePageTitle } from '../../../lib/page-title';
import { deleteClassroom, getClassroom, updateClassroom } from '../api/classrooms';
import { getGroups } from '../api/groups';
import { BankPicker } from './bank-picker';
import { ClassroomQuestionsTable } from './classroom-questions-table';
import { LanguageSelect } from './language-select';
import { StudentsTable } from './students-table';
import { GroupsPanel } from './groups-panel';

/** /myclassrooms/{id}: Classroom Profile for its teacher (SPEC §2 Teacher routes). */
export function ClassroomProfileScreen() {
  usePageTitle('Classroom Profile');
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const pageNumber = Number(search.get('pageNumber')) || 1;
  const keyword = search.get('keyword') ?? '';
  const details = useRequest(() => getClassroom(id), [id]);
  const [form, setForm] = useState({
    name: '',
    description: '',
    teacher: '',
    target_language: 'english',
    password: '',
    confirmPassword: '',
  });
  const fields = useFieldErrors();
  const update = useFieldAction(fields, (body: Parameters<typeof updateClassroom>[1]) => updateClassroom(id, body));
  const remove = useAction(deleteClassroom);
  /** Counts additions from the bank: the class's list reloads after each. */
  const [added, setAdded] = useState(0);
  /** Counts changes to the groups: the lists that name them load them again. */
  const [regrouped, setRegrouped] = useState(0);
  const groupList = useRequest(() => getGroups(id), [id, regrouped]);
  const groups = groupList.data?.groups ?? [];
  const navigate = useNavigate();

  const onDelete = async () => {
    if (!window.confirm('Are you sure')) return;
    if (await remove.run(id)) navigate(paths.teacherClassrooms.href());
  };

  useEffect(() => {
    const c = details.data;
    if (c)
      setForm((f) => ({
        ...f,
        name: c.name,
        description: c.description,
        teacher: c.teacher,
        target_language: c.target_language || 'english',
      }));
  }, [details.data]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    update.reset();
    const { confirmPassword: _c, password, ...rest } = form;
    const body = { _id: id, classroomCode: details.data!.classroomCode, ...rest, password: password || undefined };
    // The contract's own schema first: its messages go next to their fields, nothing is sent.
    if (!fields.check(updateClassroomBody, body, confirmationMismatch(form.password, form.confirmPassword))) return;
    if (await update.run(body)) {
      setForm((f) => ({ ...f, password: '', confirmPassword: '' }));
      details.reload();
    }
  };

  const field = (name: keyof typeof form, label: string, type = 'text') => (
    <FormField
      id={name}
      label={label}
      type={type}
      autoComplete={type === 'password' ? 'new-password' : 'off'}
      value={form[name]}
      error={fields.errors[name]}
      onChange={(e) => {
        setForm({ ...form, [name]: e.target.value });
        fields.clear(name);
      }}
    />
  );

  return (
    <section className="classroom-profile">
      <Link to={paths.teacherClassrooms.href()}>Back to Classrooms</Link>
      <h1>Classroom Profile</h1>
      {details.loading && !details.data ? (
        <Loader />
      ) : details.error ? (
        <Message variant="danger">{details.error}</Message>
      ) : (
        <>
          <div className="card">
            <h2>Update Classroom Information</h2>
            {update.alert && <Message variant="danger">{update.alert}</Message>}
            {update.success && <Message variant="success">Classroom Updated</Message>}
            <form onSubmit={submit} noValidate>
              <div className="form-group">
                <label htmlFor="classroomCode">Classroom Code</label>
                <input id="classroomCode" value={details.data!.classroomCode} readOnly />
              </div>
              {field('name', 'Classroom Title')}
              {field('description', 'Description')}
              {field('teacher', 'Teacher')}
              <LanguageSelect value={form.target_language} onChange={(v) => setForm({ ...form, target_language: v })} />
              {field('password', 'Keycode', 'password')}
              {field('confirmPassword', 'Confirm Keycode', 'password')}
              <button type="submit" className="btn btn-primary" disabled={update.running}>
                Update
              </button>
            </form>
          </div>
          <h2>Students</h2>
          <StudentsTable classroom={id} language={details.data!.target_language} groups={groups} />
          <GroupsPanel
            classroom={id}
            language={details.data!.target_language}
            onChanged={() => setRegrouped((n) => n + 1)}
          />
          <h2>Classroom Module Questions</h2>
          <ClassroomQuestionsTable
            classroom={id}
            keyword={keyword}
            pageNumber={pageNumber}
            refresh={added}
            groups={groups}
          />
          <BankPicker
            classroom={id}
            language={details.data!.target_language || 'english'}
            groups={groups}
            onAdded={() => setAdded((n) => n + 1)}
          />
          <p>
            <Link to={paths.myQuestions.href()}>Go to My Questions</Link>
          </p>
          <div className="card danger-zone">
            <h2>Delete Classroom</h2>
            <p>Its students leave it and its questions are no longer assigned to it.</p>
            {remove.error && <Message variant="danger">{remove.error}</Message>}
            <button type="button" className="btn btn-danger" disabled={remove.running} onClick={onDelete}>
              Delete Classroom
            </button>
          </div>
        </>
      )}
    </section>
  );
}
