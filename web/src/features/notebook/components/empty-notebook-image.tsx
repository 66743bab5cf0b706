/** The empty-notebook illustration: an open notebook with a pencil (decorative). */
export function EmptyNotebookImage() {
  return (
    <svg width="220" height="160" viewBox="0 0 220 160" role="img" aria-label="An empty notebook">
      <path d="M20 30 Q65 15 108 32 L108 140 Q65 124 20 138 Z" fill="#e8f1fb" stroke="#7fb1e3" strokeWidth="3" />
      <path d="M112 32 Q155 15 200 30 L200 138 Q155 124 112 140 Z" fill="#f5f9fe" stroke="#7fb1e3" strokeWidth="3" />
      {[55, 75, 95].map((y) => (
        <line key={y} x1="36" y1={y} x2="92" y2={y - 4} stroke="#b7d4f0" strokeWidth="3" strokeLinecap="round" />
      ))}
      <g transform="rotate(-35 160 90)">
        <rect x="120" y="82" width="80" height="16" rx="3" fill="#ffb020" />
        <polygon points="200,82 216,90 200,98" fill="#1c2333" />
        <rect x="112" y="82" width="10" height="16" rx="2" fill="#c62828" />
      </g>
    </svg>
  );
}
