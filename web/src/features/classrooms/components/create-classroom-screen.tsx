import { createClassroomBody, type CreateClassroomBody } from '@lebe/domain';
import { useState, type FormEvent } from 'react';
import { paths } from '../../../config/paths';
import { Link, useNavigate } from 'react-router-dom';
import { FormContainer } from '../../../components/ui/form-container';
import { SubmitButton } from '../../../components/ui/submit-button';
import { FormField } from '../../../components/ui/form-field';
import { Message } from '../../../components/ui/message';
import {
  confirmationMismatch,
  useFieldAction,
  useFieldErrors,
  type FieldErrors,
} from '../../../hooks/use-field-errors';
import { usePageTitle } from '../../../lib/page-title';
import { createClassroom } from '../api/classrooms';
import { LanguageSelect } from './language-select';

const empty = {
  classroomCode: '',
  name: '',
  teacher: '',
  description: '',
  target_language: 'english',
  password: '',
  confirmPassword: '',
};
const labels: [Exclude<keyof typeof empty, 'target_language'>, string, string][] = [
  ['classroomCode', 'Classroom Code', 'text'],
  ['name', 'Classroom Title', 'text'],
  ['teacher', 'Teacher', 'text'],
  ['description', 'Description', 'text'],
  ['password', 'Password', 'password'],
  ['confirmPassword', 'Confirm Password', 'password'],
];

/** /myclassrooms/register: Create Your Classroom (SPEC §2, §5). */
export function CreateClassroomScreen() {
  usePageTitle('Create Your Classroom');
  const navigate = useNavigate();
  const [form, setForm] = useState(empty);
  const fields = useFieldErrors();
  const create = useFieldAction(fields, createClassroom);
  const filled = Object.values(form).every((v) => v.trim() !== '') && form.password === form.confirmPassword;
  // Said as soon as both are typed, since the button stays disabled while they differ (SPEC §5).
  const mismatch: FieldErrors =
    form.password && form.confirmPassword ? confirmationMismatch(form.password, form.confirmPassword) : {};

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { confirmPassword: _confirm, ...rest } = form;
    const body = { ...rest, base_language: 'english' };
    // Checked by the contract's own schema first: its messages go next to their fields, nothing is sent.
    if (!fields.check(createClassroomBody, body, confirmationMismatch(form.password, form.confirmPassword))) return;
    const target_language = body.target_language as CreateClassroomBody['target_language'];
    const created = await create.run({ ...body, target_language });
    if (created) {
      setForm(empty);
      setTimeout(() => navigate(paths.teacherClassrooms.href()), 1000);
    }
  };

  return (
    <FormContainer>
      <Link to={paths.teacherClassrooms.href()}>Back to Classrooms</Link>
      <h1>Create Your Classroom</h1>
      {create.alert && <Message variant="danger">{create.alert}</Message>}
      {create.success && <Message variant="success">Classroom Successfully Created!</Message>}
      <form onSubmit={submit} noValidate>
        {labels.map(([name, label, type]) => (
          <FormField
            key={name}
            id={name}
            label={label}
            type={type}
            autoComplete={type === 'password' ? 'new-password' : 'off'}
            value={form[name]}
            error={fields.errors[name] ?? mismatch[name]}
            onChange={(e) => {
              setForm({ ...form, [name]: e.target.value });
              fields.clear(name);
            }}
          />
        ))}
        <LanguageSelect value={form.target_language} onChange={(v) => setForm({ ...form, target_language: v })} />
        <SubmitButton running={create.running} disabled={!filled}>
          Create Classroom
        </SubmitButton>
      </form>
    </FormContainer>
  );
}
