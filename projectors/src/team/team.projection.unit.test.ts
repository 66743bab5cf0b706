import { describe, expect, it } from '@jest/globals';
import { blankTeamMember, type TeamMemberEvent } from '@lebe/domain';
import { recorded } from '@lebe/testing/recorded';
import type { Recorded } from '../runtime';
import { teamProjection, type TeamMemberDoc } from './team.projection';

const event = <T extends TeamMemberEvent['type']>(
  type: T,
  data: Extract<TeamMemberEvent, { type: T }>['data'],
  time = '2026-01-02T03:04:05.000Z',
) => recorded('team-m1', { type, data } as TeamMemberEvent, { time });
const run = (...events: Recorded<TeamMemberEvent>[]) =>
  events.reduce<TeamMemberDoc | null>(
    (doc, e) => teamProjection.evolve(doc, e, String(teamProjection.targets(e))),
    null,
  );

describe('team read model', () => {
  it('holds a member with its edits, and forgets a deleted one', () => {
    const created = event('TeamMemberCreated', { memberId: 'm1', fields: blankTeamMember });
    const edited = event('TeamMemberEdited', { changes: { name: 'Ada', salary: 5 } }, '2026-01-03T00:00:00.000Z');
    expect(run(created, edited)).toEqual({
      _id: 'm1',
      ...blankTeamMember,
      name: 'Ada',
      salary: 5,
      createdAt: '2026-01-02T03:04:05.000Z',
      version: 0,
      updatedAt: '2026-01-03T00:00:00.000Z',
    });
    expect(run(created, edited, event('TeamMemberDeleted', {}))).toBeNull();
  });

  it('ignores an edit of a member it does not hold', () => {
    expect(run(event('TeamMemberEdited', { changes: { name: 'Ada' } }))).toBeNull();
  });
});
