import { useState, type FormEvent } from 'react';
import { nameCollator, type GroupResponse } from '@lebe/domain';
import { Loader } from '../../../components/ui/loader';
import { Message } from '../../../components/ui/message';
import { useAction, useRequest } from '../../../hooks/use-request';
import { getStudents } from '../api/classrooms';
import { createGroup, deleteGroup, getGroups, updateGroup } from '../api/groups';

type Student = { student: string; studentName: string };

/** The students as checkboxes: who is in the group being made or changed. */
function MemberPicker({
  id,
  students,
  chosen,
  onChange,
}: {
  id: string;
  students: Student[];
  chosen: string[];
  onChange(next: string[]): void;
}) {
  const toggle = (student: string) =>
    onChange(chosen.includes(student) ? chosen.filter((s) => s !== student) : [...chosen, student]);
  return (
    <fieldset className="group-members">
      <legend>Members</legend>
      {students.length === 0 && <p className="muted">No students have joined yet.</p>}
      {students.map((s) => (
        <label key={s.student} htmlFor={`${id}-${s.student}`}>
          <input
            id={`${id}-${s.student}`}
            type="checkbox"
            checked={chosen.includes(s.student)}
            onChange={() => toggle(s.student)}
          />{' '}
          {s.studentName || 'Unnamed student'}
        </label>
      ))}
    </fieldset>
  );
}

/** One group: its name and members, changed in place; Delete asks first. */
function GroupCard({
  classroom,
  group,
  students,
  onChanged,
}: {
  classroom: string;
  group: GroupResponse;
  students: Student[];
  onChanged(): void;
}) {
  const [name, setName] = useState(group.name);
  const [members, setMembers] = useState(group.members.map((m) => m.student));
  const save = useAction(() => updateGroup(classroom, group._id, { name, members }));
  const remove = useAction(() => deleteGroup(classroom, group._id));
  const id = `group-${group._id}`;
  const onSave = async (event: FormEvent) => {
    event.preventDefault();
    if ((await save.run()) !== undefined) onChanged();
  };
  const onDelete = async () => {
    if (!window.confirm(`Delete the group ${group.name}? Its students stay in the classroom.`)) return;
    if ((await remove.run()) !== undefined) onChanged();
  };
  return (
    <li className="card group-card">
      <form onSubmit={onSave} aria-label={`Group ${group.name}`}>
        <div className="form-group">
          <label htmlFor={`${id}-name`}>Group name</label>
          <input id={`${id}-name`} value={name} maxLength={60} onChange={(e) => setName(e.target.value)} />
        </div>
        <MemberPicker id={id} students={students} chosen={members} onChange={setMembers} />
        {(save.error || remove.error) && <Message variant="danger">{save.error ?? remove.error}</Message>}
        <div className="row-actions">
          <button type="submit" className="btn btn-primary" disabled={save.running}>
            Save {group.name}
          </button>
          <button type="button" className="btn btn-danger" disabled={remove.running} onClick={onDelete}>
            Delete {group.name}
          </button>
        </div>
      </form>
    </li>
  );
}

/** Learner groups inside the classroom (issue 38 item 4): made, renamed, filled and deleted by its teacher. */
export function GroupsPanel({
  classroom,
  language,
  onChanged,
}: {
  classroom: string;
  language: string;
  /** Told after each change: the page's other lists name the groups. */
  onChanged?(): void;
}) {
  const loaded = useRequest(() => getGroups(classroom), [classroom]);
  const groups = {
    ...loaded,
    reload: () => {
      loaded.reload();
      onChanged?.();
    },
  };
  const roster = useRequest(() => getStudents(classroom), [classroom]);
  const [name, setName] = useState('');
  const [members, setMembers] = useState<string[]>([]);
  const create = useAction(() => createGroup(classroom, name, members));
  const collator = nameCollator(language);
  const students: Student[] = (roster.data ?? [])
    .map((s) => ({ student: s.student._id, studentName: s.studentName }))
    .sort((x, y) => collator.compare(x.studentName, y.studentName));

  const onCreate = async (event: FormEvent) => {
    event.preventDefault();
    if ((await create.run()) === undefined) return;
    setName('');
    setMembers([]);
    groups.reload();
  };

  if (groups.loading || roster.loading) return <Loader label="Loading the groups..." />;
  if (groups.error || roster.error) return <Message variant="danger">{groups.error ?? roster.error}</Message>;
  return (
    <section className="groups-panel" aria-labelledby="groups-heading">
      <h2 id="groups-heading">Groups</h2>
      {groups.data!.groups.length === 0 ? (
        <p className="muted">No groups yet: make one to follow part of the class on the dashboard.</p>
      ) : (
        <ul className="group-list">
          {groups.data!.groups.map((g) => (
            <GroupCard
              key={`${g._id}-${g.updatedAt}`}
              classroom={classroom}
              group={g}
              students={students}
              onChanged={groups.reload}
            />
          ))}
        </ul>
      )}
      <form className="card" onSubmit={onCreate} aria-label="New group">
        <h3>New group</h3>
        <div className="form-group">
          <label htmlFor="new-group-name">Group name</label>
          <input id="new-group-name" value={name} maxLength={60} onChange={(e) => setName(e.target.value)} />
        </div>
        <MemberPicker id="new-group" students={students} chosen={members} onChange={setMembers} />
        {create.error && <Message variant="danger">{create.error}</Message>}
        <button type="submit" className="btn btn-primary" disabled={create.running}>
          Create group
        </button>
      </form>
    </section>
  );
}
