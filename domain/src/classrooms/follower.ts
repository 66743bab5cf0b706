import { decider } from '../core/decider';
import { badRequest, conflict, forbidden, notFound } from '../core/errors';
import type { FollowerEvent } from './events';
import { exhaustive } from '../core/exhaustive';

/** One student's membership of one classroom (stream `follower-<id of classroom and student>`). */
export interface FollowerState {
  member: boolean;
  classroom: string | null;
  student: string | null;
  studentName: string;
  /** Removed by the teacher: joining again needs the teacher to re-admit them first. */
  removed: boolean;
}
export const initialFollower: FollowerState = {
  member: false,
  classroom: null,
  student: null,
  studentName: '',
  removed: false,
};

export type FollowerCommand =
  | {
      type: 'Join';
      followerId: string;
      classroom: string;
      student: string;
      studentName: string;
      /** The classroom's teacher, who cannot join it as a student. */
      teacher: string;
      /** Whether the student proved the keycode (a classroom login's ticket, or the keycode itself). */
      keycodeProven: boolean;
    }
  | { type: 'Leave'; by: 'student' | 'teacher' }
  /** The teacher lets a student they removed back in. */
  | { type: 'Readmit' };

export function evolveFollower(state: FollowerState, event: FollowerEvent): FollowerState {
  switch (event.type) {
    case 'StudentJoinedClassroom':
    case 'StudentReadmitted': {
      const { classroom, student, studentName } = event.data;
      return { member: true, classroom, student, studentName, removed: false };
    }
    case 'StudentLeftClassroom':
      return { ...state, member: false, removed: event.data.by === 'teacher' };
    default:
      return exhaustive(event, state);
  }
}

export function decideFollower(command: FollowerCommand, state: FollowerState): FollowerEvent[] {
  switch (command.type) {
    case 'Join': {
      const { type: _type, teacher, keycodeProven, ...data } = command;
      if (data.student === teacher) throw badRequest('You are the teacher of this classroom');
      if (!keycodeProven) throw forbidden('Please sign in to the classroom with its code and keycode first');
      if (state.member) throw conflict('You have already joined this classroom');
      if (state.removed) throw forbidden('Your teacher removed you from this classroom: ask them to re-admit you');
      return [{ type: 'StudentJoinedClassroom', data }];
    }
    case 'Leave':
      if (!state.member) throw notFound('Follower');
      return [
        {
          type: 'StudentLeftClassroom',
          data: { classroom: state.classroom!, student: state.student!, by: command.by },
        },
      ];
    case 'Readmit':
      if (state.member) throw conflict('This student is already in the classroom');
      if (!state.removed) throw notFound('Removed student');
      return [
        {
          type: 'StudentReadmitted',
          data: { classroom: state.classroom!, student: state.student!, studentName: state.studentName },
        },
      ];
    default:
      return exhaustive(command, []);
  }
}

export const followerDecider = decider<FollowerState, FollowerCommand, FollowerEvent>(
  initialFollower,
  evolveFollower,
  decideFollower,
);
