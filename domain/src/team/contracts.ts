import { z } from 'zod';
import { teamMemberFieldsSchema } from './member';

/** HTTP contracts of the team directory (SPEC §7 Team and upload). */

const shape = teamMemberFieldsSchema.shape;

/** A number input may send its value as text ("1200"); blank means 0. Anything else that is not a number is refused. */
const salary = z.preprocess(
  (v) => (typeof v === 'string' ? (v.trim() === '' ? 0 : Number(v)) : v),
  z
    .number({ message: 'Salary must be a number' })
    .finite('Salary must be a number')
    .min(0, 'Salary cannot be negative'),
);

/**
 * An image is a path on this server (an upload, /uploads/...) or an http(s) address; blank means none.
 * A protocol-relative `//host/...` is neither: it would load from wherever the page is.
 */
const image = shape.image
  .trim()
  .refine(
    (v) => v === '' || (v.startsWith('/') && !v.startsWith('//')) || /^https?:\/\/[^/]/i.test(v),
    'Image must be a path or an http(s) URL',
  );

/** The editable fields as the edit screens send them; echoed fields (_id, id, user, dates) are ignored. */
export const teamMemberBody = z.object({
  name: shape.name.trim().min(1, 'Name is required'),
  role: shape.role,
  image,
  salary,
  category: shape.category,
  description: shape.description,
});
/** PUT /api/team/:id: the spec's client sends every field, but any subset is taken. */
export const teamMemberEditBody = teamMemberBody.partial().extend({ _id: z.string().max(64).optional() });

/** A member as visitors see it: everything but the salary, which only admins read. */
export const publicTeamMemberResponse = z.object({
  _id: z.string(),
  name: z.string(),
  role: z.string(),
  image: z.string(),
  category: z.string(),
  description: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PublicTeamMember = z.infer<typeof publicTeamMemberResponse>;
export const teamMemberResponse = publicTeamMemberResponse.extend({ salary: z.number() });
export type TeamMember = z.infer<typeof teamMemberResponse>;
export const teamPageResponse = z.object({
  teamMembers: z.array(publicTeamMemberResponse.extend({ salary: z.number().optional() })),
  page: z.number().int(),
  pages: z.number().int(),
});
export const adminTeamRecord = teamMemberResponse.extend({
  id: z.string(),
  /** The revision its edit form was read at: saving it sends this back, so a stale form is refused. */
  version: z.number().int().optional(),
});
