import { describe, expect, it } from '@jest/globals';
import { decideTeamMember, evolveTeamMember, initialTeamMember } from './decider';
import type { TeamMemberEvent } from './events';
import { blankTeamMember } from './member';

const given = (...events: TeamMemberEvent[]) => events.reduce(evolveTeamMember, initialTeamMember);
const created: TeamMemberEvent = { type: 'TeamMemberCreated', data: { memberId: 'm1', fields: blankTeamMember } };

describe('team member decider', () => {
  it('creates a member once', () => {
    expect(decideTeamMember({ type: 'Create', memberId: 'm1', fields: blankTeamMember }, given())).toEqual([created]);
    expect(() => decideTeamMember({ type: 'Create', memberId: 'm1', fields: blankTeamMember }, given(created))).toThrow(
      'already exists',
    );
  });

  it('records only the fields an edit changes, and nothing when none does', () => {
    const edit = { type: 'Edit', fields: { ...blankTeamMember, name: 'Ada', salary: 10 } } as const;
    expect(decideTeamMember(edit, given(created))).toEqual([
      { type: 'TeamMemberEdited', data: { changes: { name: 'Ada', salary: 10 } } },
    ]);
    const edited: TeamMemberEvent = { type: 'TeamMemberEdited', data: { changes: { name: 'Ada', salary: 10 } } };
    expect(decideTeamMember(edit, given(created, edited))).toEqual([]);
    expect(given(created, edited).fields).toEqual({ ...blankTeamMember, name: 'Ada', salary: 10 });
  });

  it('deletes a member, after which it is not found', () => {
    const deleted: TeamMemberEvent = { type: 'TeamMemberDeleted', data: {} };
    expect(decideTeamMember({ type: 'Delete' }, given(created))).toEqual([deleted]);
    expect(() => decideTeamMember({ type: 'Delete' }, given(created, deleted))).toThrow('Team member not found');
    expect(() => decideTeamMember({ type: 'Edit', fields: { name: 'x' } }, given())).toThrow('Team member not found');
  });
});
