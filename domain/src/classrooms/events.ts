import { z } from 'zod';
import { defineEvents, type EventOf } from '../core/catalogue';

// Keycodes never enter the log, not even hashed: their scrypt hashes live in the secret store
// (api/src/features/classrooms/classroom-secrets.ts).

/**
 * A classroom's own fields, declared once: the events, the decider's state, the HTTP contracts, the read
 * model and the web's types all derive from these two. The profile is written at creation (before the
 * creation's own fields, so older events keep their layout); the target language follows it there.
 */
export const classroomProfileSchema = z.object({
  name: z.string(),
  teacher: z.string(),
  description: z.string(),
});
/** What a teacher may change after creation (the code is fixed). */
export const classroomEditableSchema = classroomProfileSchema.extend({ target_language: z.string() });
export type ClassroomProfile = z.infer<typeof classroomEditableSchema>;
/** The editable fields' names, in their order (a field added to the profile is here too). */
export const classroomEditableFields = classroomEditableSchema.keyof().options;

export const { ClassroomCreated, ClassroomUpdated, ClassroomKeycodeChanged, ClassroomDeleted } = defineEvents(
  'classroom',
  {
    ClassroomCreated: {
      description: 'A signed-in user (its teacher) created a classroom under a unique code, protected by a keycode.',
      schema: classroomProfileSchema.extend({
        classroomId: z.string(),
        classroomCode: z.string(),
        base_language: z.string(),
        target_language: z.string(),
        owner: z.string(),
      }),
    },
    ClassroomUpdated: {
      description:
        'The teacher changed the title, teacher name, description or target language; `changes` holds only what changed.',
      schema: z.object({ changes: classroomEditableSchema.partial() }),
    },
    ClassroomKeycodeChanged: {
      description: 'The teacher set a new keycode (the keycode itself is kept out of the log).',
      schema: z.object({}),
    },
    ClassroomDeleted: {
      description: 'The teacher deleted the classroom; its students and question list go with it, its code is freed.',
      schema: z.object({}),
    },
  },
);

export const { ClassroomCodeReserved, ClassroomCodeReleased } = defineEvents('classroomcode', {
  ClassroomCodeReserved: {
    description: 'A classroom code was claimed by a classroom (uniqueness reservation).',
    schema: z.object({ classroomId: z.string() }),
  },
  ClassroomCodeReleased: {
    description: 'A classroom gave up its code (deleted, or its creation failed).',
    schema: z.object({ classroomId: z.string() }),
  },
});

export const { StudentJoinedClassroom, StudentLeftClassroom, StudentReadmitted } = defineEvents('follower', {
  StudentJoinedClassroom: {
    description:
      'A signed-in user who knew the code and keycode joined a classroom under the name they chose to share.',
    schema: z.object({ followerId: z.string(), classroom: z.string(), student: z.string(), studentName: z.string() }),
  },
  StudentLeftClassroom: {
    description: "The student left the classroom, or the classroom's teacher removed them.",
    schema: z.object({ classroom: z.string(), student: z.string(), by: z.enum(['student', 'teacher']) }),
  },
  StudentReadmitted: {
    description:
      "The classroom's teacher let a student they had removed back in, under the name the student shared before.",
    schema: z.object({ classroom: z.string(), student: z.string(), studentName: z.string() }),
  },
});

export type ClassroomEvent =
  | EventOf<typeof ClassroomCreated>
  | EventOf<typeof ClassroomUpdated>
  | EventOf<typeof ClassroomKeycodeChanged>
  | EventOf<typeof ClassroomDeleted>;
export type ClassroomCodeEvent = EventOf<typeof ClassroomCodeReserved> | EventOf<typeof ClassroomCodeReleased>;
export type FollowerEvent =
  EventOf<typeof StudentJoinedClassroom> | EventOf<typeof StudentLeftClassroom> | EventOf<typeof StudentReadmitted>;
