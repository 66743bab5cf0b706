import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { FormContainer } from '../../../components/ui/form-container';
import { FormField } from '../../../components/ui/form-field';
import { Loader } from '../../../components/ui/loader';
import { Message } from '../../../components/ui/message';
import { useAction } from '../../../hooks/use-request';
import { useFieldErrors } from '../../../hooks/use-field-errors';
import { classLoginBody, joinClassroomBody } from '@lebe/domain';
import { useAuth } from '../../../lib/auth';
import { usePageTitle } from '../../../lib/page-title';
import { Modal, ModalActions } from '../../../components/ui/modal';
import { classLogin, joinClassroom } from '../api/classrooms';

/** /joinclassroom: classroom login with code and keycode, then the JOIN CLASSROOM modal. */
export function JoinClassroomScreen() {
  usePageTitle('Join a Classroom');
  const navigate = useNavigate();
  const { userInfo } = useAuth();
  const [code, setCode] = useState('');
  const [keycode, setKeycode] = useState('');
  const [studentName, setStudentName] = useState(userInfo?.name ?? '');
  const login = useAction(classLogin);
  const join = useAction(joinClassroom);
  const [found, setFound] = useState<Awaited<ReturnType<typeof classLogin>> | null>(null);
  const signInButton = useRef<HTMLButtonElement>(null);
  const opened = useRef(false);

  // The dialog gives the focus back to its opener; when that was Sign In, disabled while signing in,
  // the focus was lost, so it goes back to Sign In.
  useEffect(() => {
    if (found) opened.current = true;
    else if (opened.current && document.activeElement === document.body) signInButton.current?.focus();
  }, [found]);

  const fields = useFieldErrors();
  const joinFields = useFieldErrors();
  const signIn = async (event: FormEvent) => {
    event.preventDefault();
    // The contract's own schema first: its messages go next to their fields (its `password` is the keycode).
    if (!fields.check(classLoginBody, { classroomCode: code, password: keycode })) return;
    const result = await login.run(code, keycode);
    if (result) setFound(result);
  };

  // Stable, so the dialog keeps the focus while the name is typed (the screen re-renders).
  const { reset: resetLogin } = login;
  const { reset: resetJoin } = join;
  const close = useCallback(() => {
    setFound(null);
    resetLogin();
    resetJoin();
  }, [resetLogin, resetJoin]);

  const joinClass = async () => {
    if (found && !joinFields.check(joinClassroomBody, { classroom: found._id, studentName, ticket: found.ticket }))
      return;
    if (found && (await join.run(found._id, studentName, found.ticket))) navigate(paths.studentClassrooms.href());
  };

  return (
    <FormContainer>
      <Link to={paths.studentClassrooms.href()}>Back to Classrooms</Link>
      <h1>Join a Classroom</h1>
      {login.error && (
        <>
          <Message variant="danger">{login.error}</Message>
          <button type="button" className="btn btn-secondary" onClick={() => navigate(paths.studentClassrooms.href())}>
            Go Back
          </button>
        </>
      )}
      <form onSubmit={signIn} noValidate>
        <FormField
          id="classroomCode"
          label="Classroom Code"
          value={code}
          error={fields.errors.classroomCode}
          onChange={(e) => {
            setCode(e.target.value);
            fields.clear('classroomCode');
          }}
          required
        />
        <FormField
          id="keycode"
          label="Enter secret keycode"
          type="password"
          autoComplete="off"
          value={keycode}
          error={fields.errors.password}
          onChange={(e) => {
            setKeycode(e.target.value);
            fields.clear('password');
          }}
          required
        />
        <button ref={signInButton} type="submit" className="btn btn-primary" disabled={login.running}>
          Sign In
        </button>
        {login.running && <Loader />}
      </form>
      {found && (
        // The dialog takes the focus, keeps Tab inside, closes on Escape and gives the focus back.
        <Modal title="JOIN CLASSROOM" onClose={close}>
          <h3>{found.title}</h3>
          <p>Teacher: {found.teacher}</p>
          <p>{found.description}</p>
          {join.error && <Message variant="danger">{join.error}</Message>}
          <FormField
            id="studentName"
            label="What name would you like to share with your teacher?"
            value={studentName}
            error={joinFields.errors.studentName}
            onChange={(e) => {
              setStudentName(e.target.value);
              joinFields.clear('studentName');
            }}
          />
          <ModalActions leave="Close" onLeave={close} act="Join Class" onAct={joinClass} busy={join.running} />
        </Modal>
      )}
    </FormContainer>
  );
}
