/** The picture of an empty list of classrooms: an empty classroom board. */
export function EmptyClassroomsImage() {
  return (
    <svg viewBox="0 0 240 160" role="img" aria-label="No classrooms yet">
      <rect x="20" y="20" width="200" height="110" rx="8" fill="#2f5bea" opacity="0.12" />
      <rect x="35" y="35" width="170" height="80" rx="4" fill="#fff" stroke="#2f5bea" strokeWidth="3" />
      <path d="M60 60h80M60 80h120M60 100h50" stroke="#b7c3e8" strokeWidth="6" strokeLinecap="round" />
      <rect x="100" y="130" width="40" height="10" rx="3" fill="#2f5bea" opacity="0.4" />
    </svg>
  );
}
