import { z } from 'zod';

/** A team member as admins edit it (SPEC §3 Team member). Salary is a number; the rest is free text. */
export const teamMemberFieldsSchema = z.object({
  name: z.string().max(200),
  role: z.string().max(200),
  image: z.string().max(2000),
  salary: z.number().finite().min(0),
  category: z.string().max(200),
  description: z.string().max(10000),
});
export type TeamMemberFields = z.infer<typeof teamMemberFieldsSchema>;

/** What POST /api/team (empty body) creates: placeholders the admin then edits, like a blank question. */
export const blankTeamMember: TeamMemberFields = {
  name: 'Sample name',
  role: 'Sample role',
  image: '',
  salary: 0,
  category: 'Sample category',
  description: 'Sample description',
};
