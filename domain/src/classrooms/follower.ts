import type { Decider } from '../core/decider';
import { badRequest, conflict, forbidden, notFound } from '../core/errors';
import type { FollowerEvent } from './events';

/** One student's membership of one classroom (stream `follower-<id of classroom and student>`). */
export interface FollowerState {
  member: boolean;
  classroom: string | null;
  student: string | null;
}
export const initialFollower: FollowerState = { member: false, classroom: null, student: null };

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
  | { type: 'Leave'; by: 'student' | 'teacher' };

export function evolveFollower(state: FollowerState, event: FollowerEvent): FollowerState {
  switch (event.type) {
    case 'StudentJoinedClassroom':
      return { member: true, classroom: event.data.classroom, student: event.data.student };
    case 'StudentLeftClassroom':
      return { ...state, member: false };
    default: {
      const _unhandled: never = event;
      return state;
    }
  }
}

export function decideFollower(command: FollowerCommand, state: FollowerState): FollowerEvent[] {
  switch (command.type) {
    case 'Join': {
      const { type: _type, teacher, keycodeProven, ...data } = command;
      if (data.student === teacher) throw badRequest('You are the teacher of this classroom');
      if (!keycodeProven) throw forbidden('Please sign in to the classroom with its code and keycode first');
      if (state.member) throw conflict('You have already joined this classroom');
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
    default: {
      const never: never = command;
      return never;
    }
  }
}

export const followerDecider: Decider<FollowerState, FollowerCommand, FollowerEvent> = {
  initial: initialFollower,
  evolve: evolveFollower,
  decide: decideFollower,
};
