import { useState } from 'react';
import type { PublicTeamMember } from '@lebe/domain';

/** The member's image, or their initials on a coloured disc when there is none or it fails to load. */
export function MemberPhoto({
  member,
  size,
}: {
  member: Pick<PublicTeamMember, 'name' | 'image'>;
  size: 'card' | 'page';
}) {
  const [failed, setFailed] = useState(false);
  if (member.image && !failed) {
    return (
      <img
        className={`member-photo member-photo-${size}`}
        src={member.image}
        alt={member.name}
        onError={() => setFailed(true)}
      />
    );
  }
  const initials = member.name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
  return (
    <div className={`member-photo member-photo-${size} member-initials`} role="img" aria-label={member.name}>
      {initials || '?'}
    </div>
  );
}
